import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import express from 'express';
import helmet from 'helmet';
import { createLogger, createReadiness, errorMiddleware, mountHealth, notFoundHandler, requestContext, startService, type RunningService } from '@chainscribe/service-kit';
import type { Config } from './config.ts';
import { proxy } from './middleware/proxy.ts';
import { probeServices } from './middleware/readiness.ts';
import { probeTargets, serviceUrls } from './routes.ts';

export function startGateway(config: Config): Promise<RunningService> {
  const logger = createLogger('gateway', config.LOG_LEVEL);
  return startService({
    name: 'gateway',
    port: config.PORT,
    host: config.HOST,
    logger,
    build: async () => {
      const app = express();
      app.disable('x-powered-by');
      app.set('trust proxy', 'loopback');
      app.use(helmet());
      app.use(requestContext(logger));

      // The gateway is ready when it can serve; the body tells which services answer, so one
      // dead service never takes the whole front door out of rotation.
      const readiness = createReadiness();
      const targets = probeTargets(config);
      readiness.add('services', async () => {
        const services = await probeServices(targets);
        return { allReady: Object.values(services).every((s) => s.ready), services };
      });
      mountHealth(app, 'gateway', readiness);

      app.use(
        proxy({
          urls: serviceUrls(config),
          internalKey: config.INTERNAL_AUTH_KEY,
          bodyLimitBytes: config.BODY_LIMIT_BYTES,
          timeoutMs: config.UPSTREAM_TIMEOUT_MS,
          identityOf: (req) => req.identity,
        }),
      );
      app.use('/api', notFoundHandler);

      const spaDir = config.SPA_DIR ? resolve(config.SPA_DIR) : undefined;
      if (spaDir && existsSync(resolve(spaDir, 'index.html'))) {
        app.use(express.static(spaDir, { index: false, maxAge: '1h' }));
        // History fallback: every non-API GET that is not a file renders the SPA shell.
        app.get(/^\/(?!api\/).*/, (_req, res) => {
          res.setHeader('Cache-Control', 'no-cache');
          res.sendFile(resolve(spaDir, 'index.html'));
        });
      }
      app.use(notFoundHandler);
      app.use(errorMiddleware(logger));
      return { app };
    },
  });
}
