import express, { type Express, type Request, type RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import helmet from 'helmet';
import { createEvent } from '@chainscribe/contracts';
import {
  createLogger,
  createReadiness,
  errorMiddleware,
  httpMetrics,
  kafkaOf,
  listenersOf,
  notFoundHandler,
  redisOf,
  requestContext,
  startService,
  type KafkaBus,
  type RunningService,
} from '@chainscribe/service-kit';
import { clerkCspDirectives, clerkFrontendApiOrigin } from './auth/clerk-csp.ts';
import { createClerkVerifier } from './auth/clerk-verifier.ts';
import { createLocalVerifier } from './auth/local-verifier.ts';
import { createTokenCache } from './auth/token-cache.ts';
import type { TokenVerifier } from './auth/verified-identity.ts';
import { authModeOf, type Config } from './config.ts';
import { authenticate } from './middleware/authenticate.ts';
import { cors } from './middleware/cors.ts';
import { proxy } from './middleware/proxy.ts';
import { createRequestGate } from './middleware/rate-limit.ts';
import { probeServices, readinessRoute } from './middleware/readiness.ts';
import { safePath } from './middleware/safe-path.ts';
import { authDebugRoutes, matchRoute, probeTargets, serviceKeys, serviceUrls } from './routes/index.ts';
import { inlineScriptSources } from './spa/inline-scripts.ts';
import { serveSpa } from './spa/serve-spa.ts';

/** Runs `handler` for API paths only (the SPA and health endpoints need none of it). */
const apiOnly =
  (handler: RequestHandler): RequestHandler =>
  (req, res, next) =>
    req.path.startsWith('/api/') ? handler(req, res, next) : next();

function verifierFor(config: Config, mode: ReturnType<typeof authModeOf>): TokenVerifier {
  return mode === 'clerk'
    ? createClerkVerifier({
        jwtKey: config.CLERK_JWT_KEY,
        secretKey: config.CLERK_SECRET_KEY,
        authorizedParties:
          config.CLERK_AUTHORIZED_PARTIES.length > 0 ? config.CLERK_AUTHORIZED_PARTIES : [new URL(config.PUBLIC_URL).origin],
      })
    : createLocalVerifier({
        jwksUrl: new URL('/.well-known/jwks.json', config.ACCOUNTS_URL).href,
        issuer: config.AUTH_ISSUER,
        audience: config.AUTH_AUDIENCE,
      });
}

/**
 * Ready when the gateway itself can serve; which services answer is internal detail, so one
 * dead service never takes the whole front door out of rotation.
 */
function healthRoutes(app: Express, config: Config, redis: Redis): void {
  const readiness = createReadiness();
  readiness.add('redis', () => redis.ping());
  const targets = probeTargets(config);
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'alive', service: 'gateway' });
  });
  app.get(
    '/readyz',
    readinessRoute({
      own: readiness,
      services: () => probeServices(targets),
      internalKey: config.INTERNAL_AUTH_KEY,
      perMinutePerIp: config.READYZ_RATE_LIMIT_PER_MINUTE,
    }),
  );
}

/** A new session is announced as user.session_started (analytics counts sessions from it). */
function announceSession(kafka: KafkaBus) {
  return async (identity: { userId: string; sessionId: string }, req: Request): Promise<void> => {
    const userAgent = req.get('user-agent')?.slice(0, 500);
    const event = createEvent(
      'user.session_started',
      {
        userId: identity.userId,
        sessionId: identity.sessionId,
        startedAt: new Date().toISOString(),
        ...(userAgent ? { userAgent } : {}),
      },
      { key: identity.sessionId, producer: 'gateway', occurredAt: new Date() },
    );
    await kafka.publish(event.type, event);
  };
}

export function startGateway(config: Config): Promise<RunningService> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const production = config.NODE_ENV === 'production';
  const mode = authModeOf(config);
  const verifier = verifierFor(config, mode);

  const clerkOrigin = mode === 'clerk' ? clerkFrontendApiOrigin(config.CLERK_PUBLISHABLE_KEY) : undefined;
  const clerkCsp = clerkOrigin ? clerkCspDirectives(clerkOrigin) : {};
  const scriptSrc = [...(clerkCsp.scriptSrc ?? ["'self'"]), ...inlineScriptSources(config.SPA_DIR)];

  return startService({
    name: 'gateway',
    ...listenersOf(config),
    logger,
    redis: redisOf(config),
    kafka: kafkaOf(config),
    build: async ({ redis, kafka }) => {
      if (!redis || !kafka) throw new Error('the gateway needs Redis and Kafka');
      const app = express();
      app.disable('x-powered-by');
      app.set('trust proxy', /^\d+$/.test(config.TRUST_PROXY) ? Number(config.TRUST_PROXY) : config.TRUST_PROXY);
      // HSTS and upgrade-insecure-requests only where TLS terminates in front of us (production).
      app.use(
        helmet({
          strictTransportSecurity: production,
          contentSecurityPolicy: { directives: { upgradeInsecureRequests: production ? [] : null, ...clerkCsp, scriptSrc } },
        }),
      );
      app.use(requestContext(logger));
      // Labelled by the routing table's prefix (bounded), since the proxy has no Express routes.
      app.use(
        httpMetrics('gateway', (req) =>
          req.path === '/healthz' || req.path === '/readyz'
            ? req.path
            : (matchRoute(req.path)?.prefix ?? (req.path.startsWith('/api/') ? 'unmatched' : 'spa')),
        ),
      );

      // Before any routing: the raw path is what gets matched and forwarded.
      app.use(safePath);

      healthRoutes(app, config, redis);

      app.use(cors(config.CORS_ORIGINS));
      // Rate limits (address, user) and session checks: one Redis round trip per /api request.
      const gate = createRequestGate(redis, {
        redisKeyPrefix: config.REDIS_KEY_PREFIX,
        perIpPerMinute: config.RATE_LIMIT_PER_IP_PER_MINUTE,
        perUserPerMinute: config.RATE_LIMIT_PER_USER_PER_MINUTE,
      });
      const authenticated = apiOnly(
        authenticate({
          verifier,
          tokens: createTokenCache({ maxEntries: 10_000 }),
          gate,
          logger,
          onSessionStarted: announceSession(kafka),
        }),
      );
      // The debug route reads the token itself (and why it fails), so it sits before the gate's 401s.
      if (config.NODE_ENV === 'development')
        app.use(authDebugRoutes({ verifier, accountsUrl: config.ACCOUNTS_URL, internalKey: config.ACCOUNTS_INTERNAL_KEY }));
      app.use(authenticated);
      app.use(
        proxy({
          urls: serviceUrls(config),
          keys: serviceKeys(config),
          bodyLimitBytes: config.BODY_LIMIT_BYTES,
          timeoutMs: config.UPSTREAM_TIMEOUT_MS,
          identityOf: (req) => req.identity,
        }),
      );
      app.use('/api', notFoundHandler);

      serveSpa(app, config, logger);
      app.use(notFoundHandler);
      app.use(errorMiddleware(logger));
      return { app };
    },
  });
}
