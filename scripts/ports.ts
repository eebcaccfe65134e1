// Every port `npm start` listens on, checked before anything starts: a taken port is reported with
// the variable that moves it, instead of a service crash-looping on EADDRINUSE.
import { portFree } from '../deploy/local/process.ts';
import { metricsOffset, portPlan, processes } from './processes.ts';

export type PortUse = { port: number; process: string; variable: 'PORT' | 'SERVICE_PORT_BASE' };

/** The gateway first: its port is the one users pick (and the one most often taken, 8080). */
export function plannedPorts(portBase: number, gatewayPort: number): PortUse[] {
  const plan = portPlan(portBase, gatewayPort);
  const ordered = [...processes].sort((a, b) => Number(b.name === 'gateway') - Number(a.name === 'gateway'));
  const servicePorts = ordered.map((spec): PortUse => ({
    port: plan.portOf(spec),
    process: spec.name,
    variable: spec.name === 'gateway' ? 'PORT' : 'SERVICE_PORT_BASE',
  }));
  // Every process's /metrics listener moves with the base too (the gateway's included).
  const metricsPorts = processes.map((spec): PortUse => ({
    port: plan.metricsPortOf(spec),
    process: `${spec.name} metrics`,
    variable: 'SERVICE_PORT_BASE',
  }));
  return [...servicePorts, ...metricsPorts];
}

export function busyPortMessage(use: PortUse, portBase: number): string {
  if (use.variable === 'PORT')
    return `port ${use.port} (gateway) is already in use: set PORT to another port, e.g. PORT=${use.port + 1} npm start`;
  return (
    `port ${use.port} (${use.process}) is already in use: set SERVICE_PORT_BASE to move the services ` +
    `(they listen on base+1 … base+6, now ${portBase + 1}–${portBase + 6}, and serve /metrics on base+${metricsOffset} … base+${metricsOffset + 6}), ` +
    `e.g. SERVICE_PORT_BASE=${portBase + 100} npm start`
  );
}

/** The first taken port as a one-line message, or undefined when all are free. */
export async function findBusyPort(portBase: number, gatewayPort: number): Promise<string | undefined> {
  const uses = plannedPorts(portBase, gatewayPort);
  const free = await Promise.all(uses.map((use) => portFree(use.port)));
  const busy = uses.find((_, index) => !free[index]);
  return busy && busyPortMessage(busy, portBase);
}
