import { createLocks, type Logger } from '@chainscribe/service-kit';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { Config } from './config.ts';
import { createConnectionsRepository } from './data-access/connections.repository.ts';
import { createMetricsRepository } from './data-access/metrics.repository.ts';
import { createOAuthStates } from './data-access/oauth-states.ts';
import { createPostsRepository } from './data-access/posts.repository.ts';
import { createQueueSettingsRepository } from './data-access/queue-settings.repository.ts';
import { createUserPlansRepository } from './data-access/user-plans.repository.ts';
import { createXClient } from './data-access/x-client.ts';
import { createTokenCipher } from './domain/token-cipher.ts';
import { createUserData } from './domain/user-data.ts';
import { createXConnections } from './domain/x-connections.ts';

/** An OAuth state lives this long between "Connect X" and the callback. */
const CONNECT_STATE_TTL_MS = 10 * 60 * 1000;

/**
 * What the API and the worker share: repositories, the X client and the connections (tokens). The
 * worker's post locks wait only a moment: a post another worker holds is simply skipped.
 */
export async function publisherParts(options: {
  config: Config;
  mongo: Connection;
  redis: Redis;
  now: () => Date;
  logger: Logger;
  worker: boolean;
}) {
  const { config, mongo, redis, now, logger } = options;
  const prefix = `${config.REDIS_KEY_PREFIX}cs:publisher:`;
  const locks = createLocks(redis, { prefix, logger });
  const postLocks = options.worker ? createLocks(redis, { prefix, logger, ttlMs: config.POST_LEASE_MS, waitMs: 25 }) : locks;
  const connectionsRepo = createConnectionsRepository(mongo, locks);
  const posts = createPostsRepository(mongo, postLocks);
  const samples = createMetricsRepository(mongo);
  const settings = createQueueSettingsRepository(mongo);
  const plansRepo = createUserPlansRepository(mongo, locks);
  await Promise.all([connectionsRepo.init(), posts.init(), samples.init(), settings.init(), plansRepo.init()]);
  const x = createXClient({
    apiBaseUrl: config.X_API_BASE_URL,
    authorizeUrl: config.X_AUTHORIZE_URL,
    clientId: config.X_CLIENT_ID,
    clientSecret: config.X_CLIENT_SECRET,
    timeoutMs: config.UPSTREAM_TIMEOUT_MS,
  });
  const connections = createXConnections({
    repo: connectionsRepo,
    states: createOAuthStates(redis, { keyPrefix: config.REDIS_KEY_PREFIX, ttlMs: CONNECT_STATE_TTL_MS }),
    x,
    cipher: createTokenCipher(config.X_TOKEN_ENCRYPTION_KEY),
    publicUrl: config.PUBLIC_URL,
    refreshMarginMs: config.TOKEN_REFRESH_MARGIN_MS,
    now,
    logger,
  });
  const userData = createUserData({
    connections: connectionsRepo,
    revokeAtX: (userId) => connections.disconnect(userId),
    posts,
    samples,
    settings,
    plans: plansRepo,
    logger,
  });
  return { locks, posts, samples, settings, plansRepo, x, connections, userData };
}
