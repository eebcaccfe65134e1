import { localXClient, startXStandIn, type XStandIn } from './x-api.ts';

/** Where `npm start` serves the stand-in: base+40 (4140 by default), clear of the services' ports. */
export const xStandInOffset = 40;

export interface LocalX {
  standIn: XStandIn;
  /** What the publisher reads to find X (its defaults point here too). */
  env: Record<string, string>;
}

/**
 * The stand-in for `npm start`: only outside production and only when no real X is configured, so a
 * production run never talks to it by accident.
 */
export async function startLocalX(portBase: number, env: NodeJS.ProcessEnv = process.env): Promise<LocalX | undefined> {
  if (env.NODE_ENV === 'production' || env.X_API_BASE_URL) return undefined;
  const port = Number(env.X_STANDIN_PORT ?? portBase + xStandInOffset);
  const metricsSpeed = Number(env.X_STANDIN_METRICS_SPEED ?? 1);
  let standIn: XStandIn;
  try {
    standIn = await startXStandIn({ port, metricsSpeed: Number.isFinite(metricsSpeed) && metricsSpeed > 0 ? metricsSpeed : 1 });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(`the X stand-in could not listen on port ${port} (${reason}): set X_STANDIN_PORT to another port`, { cause: err });
  }
  return {
    standIn,
    env: {
      X_API_BASE_URL: standIn.apiBaseUrl,
      X_AUTHORIZE_URL: standIn.authorizeUrl,
      X_CLIENT_ID: localXClient.clientId,
      X_CLIENT_SECRET: localXClient.clientSecret,
    },
  };
}
