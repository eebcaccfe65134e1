import type { Agent } from 'node:https';
import { AVATAR_MAX_BYTES, uploadAvatar, type DomainEvent } from '@chainscribe/contracts';
import {
  createHttpApp,
  createLocks,
  createLogger,
  type Locks,
  type Logger,
  gatewayOnly,
  kafkaOf,
  listenersOf,
  mongoOf,
  redisOf,
  startService,
  type RunningService,
} from '@chainscribe/service-kit';
import type { Connection } from 'mongoose';
import type { Redis } from 'ioredis';
import type { Config } from './config.ts';
import { createAttemptLimiter } from './data-access/attempt-limiter.ts';
import { createMailer } from './data-access/mailer.ts';
import { createPasswordResetsRepository } from './data-access/password-resets.repository.ts';
import { createRevocations } from './data-access/revocations.ts';
import { createSessionsRepository } from './data-access/sessions.repository.ts';
import { createSigningKeysRepository } from './data-access/signing-keys.repository.ts';
import { createStreamSlots } from './data-access/stream-slots.ts';
import { createUsersRepository, type UsersRepository } from './data-access/users.repository.ts';
import { createAuthService } from './domain/auth.ts';
import { createKeyCipher } from './domain/key-cipher.ts';
import { createKeyRing } from './domain/key-ring.ts';
import { createTokenIssuer } from './domain/tokens.ts';
import { createUsersService, type EventPublisher, type UsersService } from './domain/users.ts';
import { authRoutes } from './entry-points/api/auth.routes.ts';
import { clerkWebhookRoutes } from './entry-points/api/clerk-webhook.routes.ts';
import { jwksRoutes } from './entry-points/api/jwks.routes.ts';
import { usersRoutes } from './entry-points/api/users.routes.ts';
import { paymentsRoutes } from './entry-points/api/payments.routes.ts';
import { sandboxCheckoutRoutes } from './entry-points/api/sandbox-checkout.routes.ts';
import { userEventsRoutes } from './entry-points/api/user-events.routes.ts';
import { runBillingConsumer, runLiveUpdatesConsumer } from './entry-points/messaging/billing.consumers.ts';
import { createMarketQuotes } from './data-access/market-quotes.ts';
import { createPaymentsRepository } from './data-access/payments.repository.ts';
import { createNowPaymentsProvider } from './data-access/providers/nowpayments.provider.ts';
import { createSandboxProvider } from './data-access/providers/sandbox.provider.ts';
import { createSandboxLedger } from './data-access/sandbox-ledger.ts';
import { createBillingService } from './domain/billing/billing.ts';
import { createLiveUpdates, type LiveUpdates } from './domain/live-updates.ts';
import { createAccountDataRepository } from './data-access/account-data.repository.ts';
import { createUserDataClient } from './data-access/user-data.client.ts';
import { createAccountDeletion } from './domain/account-deletion.ts';
import { createUserExport } from './domain/user-export.ts';
import { userDataRoutes } from './entry-points/api/user-data.routes.ts';
import { runUserDeletedConsumer } from './entry-points/messaging/user-deleted.consumer.ts';
import { createPersonalData } from './data-access/personal-data.ts';
import { createProfileRepository } from './data-access/profile.repository.ts';
import { createPublicItemsClient } from './data-access/public-items.client.ts';
import { createPushSubscriptionsRepository } from './data-access/push-subscriptions.repository.ts';
import { createSettingsRepository } from './data-access/settings.repository.ts';
import { createJobMarks } from './data-access/job-marks.ts';
import { createJobNotifications } from './domain/job-notifications.ts';
import { createPostNotifications } from './domain/post-notifications.ts';
import { createProfileService } from './domain/profile.ts';
import { createPublicProfiles } from './domain/public-profile.ts';
import { createPushNotifier } from './domain/push-notifier.ts';
import { createSettingsService } from './domain/settings.ts';
import { avatarBodyErrors, profileRoutes } from './entry-points/api/profile.routes.ts';
import { pushRoutes } from './entry-points/api/push.routes.ts';
import { settingsRoutes } from './entry-points/api/settings.routes.ts';
import { runJobNotificationsConsumer } from './entry-points/messaging/job-notifications.consumer.ts';
import { runPostNotificationsConsumer } from './entry-points/messaging/post-notifications.consumer.ts';
import { createAddressLimiter } from './data-access/address-limiter.ts';
import { createWaitlistRepository } from './data-access/waitlist.repository.ts';
import { createWaitlist } from './domain/waitlist.ts';
import { waitlistRoutes } from './entry-points/api/waitlist.routes.ts';

export const serviceName = 'accounts';

export interface AccountsOverrides {
  /** The clock, injected so tests can cross an expiry without waiting a month. */
  now?: () => Date;
  /** TLS trust for push services with a private certificate: the tests' push service stand-in. */
  pushAgent?: Agent;
}

/** Composition root: builds every dependency from config so tests start the real thing on port 0. */
export function startAccounts(config: Config, overrides: AccountsOverrides = {}): Promise<RunningService> {
  const logger = createLogger(serviceName, config.LOG_LEVEL);
  const now = overrides.now ?? (() => new Date());
  return startService({
    name: serviceName,
    ...listenersOf(config),
    logger,
    mongo: mongoOf(config),
    redis: redisOf(config),
    kafka: kafkaOf(config),
    build: async ({ readiness, mongo, redis, kafka }) => {
      if (!mongo || !redis || !kafka) throw new Error('accounts needs MongoDB, Redis and Kafka');
      const locks = createLocks(redis, { prefix: `${config.REDIS_KEY_PREFIX}cs:accounts:`, logger });
      const users = createUsersRepository(mongo, locks);
      await users.init();
      const events = { publish: (event: DomainEvent) => kafka.publish(event.type, event) };
      const usersService = createUsersService({ users, events, now, logger, createOnFirstSight: config.AUTH_MODE === 'clerk' });
      const live = createLiveUpdates();
      const { keys, revocations, limiter, auth } = await authParts(config, { mongo, redis, locks, users, usersService, live, now, logger });
      const { billing, payments, ledger, sandboxSecret } = await billingParts(config, { mongo, locks, users, events, now, logger });
      const accountData = createAccountDataRepository(mongo, locks);
      const own = await personalParts(config, { mongo, redis, locks, now, logger, pushAgent: overrides.pushAgent });
      const peers = userDataPeersOf(config);
      const deletion = createAccountDeletion({
        data: accountData,
        personal: own.personal,
        peers,
        revocations,
        limiter,
        onSessionsEnded: (ids) => live.endSessions(ids),
        publish: events.publish,
        now,
        logger,
      });
      const consumers = [
        await runBillingConsumer(kafka, billing),
        await runLiveUpdatesConsumer(kafka, live, usersService),
        await runUserDeletedConsumer(kafka, deletion),
        await runJobNotificationsConsumer(kafka, own.jobNotifications),
        await runPostNotificationsConsumer(kafka, own.postNotifications),
      ];
      const sweep = setInterval(() => {
        billing.sweepLapsed().catch((err: unknown) => logger.error({ err }, 'subscription sweep failed'));
      }, config.SUBSCRIPTION_SWEEP_SECONDS * 1000);

      const http = createHttpApp({
        service: serviceName,
        logger,
        readiness,
        rawBodyPaths: ['/api/webhooks/clerk', '/api/payment/webhook', { path: uploadAvatar.path, limit: AVATAR_MAX_BYTES }],
      });
      http.app.use(jwksRoutes(keys));
      http.app.use('/api', gatewayOnly({ key: config.INTERNAL_AUTH_KEY }));
      if (config.AUTH_MODE === 'local') http.app.use(authRoutes(auth));
      http.app.use(
        userEventsRoutes({
          users: usersService,
          live,
          revocations,
          slots: createStreamSlots(redis, { max: config.EVENT_STREAMS_PER_USER, staleMs: 60_000, keyPrefix: config.REDIS_KEY_PREFIX }),
          logger,
        }),
      );
      http.app.use(uploadAvatar.path, avatarBodyErrors);
      http.app.use(userDataRoutes(deletion, createUserExport({ data: accountData, personal: own.personal, peers, now }), now));
      http.app.use(settingsRoutes(own.settings));
      http.app.use(profileRoutes(own.profiles, own.publicProfiles));
      http.app.use(pushRoutes({ publicKey: own.push.publicKey, subscriptions: own.subscriptions, now }));
      http.app.use(usersRoutes(usersService, now));
      http.app.use(paymentsRoutes(billing, { publicUrl: config.PUBLIC_URL }));
      http.app.use(waitlistRoutes(await waitlistOf(config, { mongo, redis, now })));
      if (sandboxSecret) http.app.use(sandboxCheckoutOf(config, { payments, ledger, secret: sandboxSecret, now, logger }));
      http.app.use(
        clerkWebhookRoutes({ secret: config.CLERK_WEBHOOK_SECRET, users: usersService, repository: users, deletion, now, logger }),
      );
      return { app: http.finish(), consumers, background: [{ name: 'subscription-sweep', stop: () => clearInterval(sweep) }] };
    },
  });
}

/** Where a user's data lives besides accounts: export and deletion ask each service for its part. */
function userDataPeersOf(config: Config) {
  return createUserDataClient({
    peers: {
      generation: { url: config.GENERATION_URL, internalKey: config.GENERATION_INTERNAL_KEY },
      research: { url: config.RESEARCH_URL, internalKey: config.RESEARCH_INTERNAL_KEY },
      analytics: { url: config.ANALYTICS_URL, internalKey: config.ANALYTICS_INTERNAL_KEY },
      publisher: { url: config.PUBLISHER_URL, internalKey: config.PUBLISHER_INTERNAL_KEY },
    },
    timeoutMs: config.USER_DATA_TIMEOUT_MS,
  });
}

/** The teams waitlist (issue 27): a small collection behind a per-address budget. */
async function waitlistOf(config: Config, deps: { mongo: Connection; redis: Redis; now: () => Date }) {
  const repository = createWaitlistRepository(deps.mongo);
  await repository.init();
  const limiter = createAddressLimiter(deps.redis, {
    name: 'waitlist-ip',
    points: config.WAITLIST_PER_HOUR,
    windowSeconds: 60 * 60,
    keyPrefix: config.REDIS_KEY_PREFIX,
  });
  return createWaitlist({ repository, limiter, now: deps.now });
}

/** The sandbox provider's checkout pages (local runs and private demos only). */
function sandboxCheckoutOf(
  config: Config,
  deps: Pick<Parameters<typeof sandboxCheckoutRoutes>[0], 'payments' | 'ledger' | 'secret' | 'now' | 'logger'>,
) {
  return sandboxCheckoutRoutes({
    ...deps,
    quotes: createMarketQuotes({ marketUrl: config.MARKET_URL, internalKey: config.MARKET_INTERNAL_KEY, logger: deps.logger }),
    publicUrl: config.PUBLIC_URL,
    webhookBaseUrl: config.WEBHOOK_BASE_URL,
  });
}

interface Wiring {
  mongo: Connection;
  redis: Redis;
  locks: Locks;
  users: UsersRepository;
  now: () => Date;
  logger: Logger;
}

/** Local sign-in: the signing keys, revoked sessions, the attempt limiter and the auth service. */
async function authParts(config: Config, deps: Wiring & { usersService: UsersService; live: LiveUpdates }) {
  const { mongo, redis, locks, users, usersService, live, now, logger } = deps;
  const keys = await createKeyRing({
    fromEnv: config.AUTH_PRIVATE_JWKS,
    repository: createSigningKeysRepository(mongo),
    cipher: createKeyCipher(config.AUTH_KEYS_ENCRYPTION_KEY),
    now,
    reloadMs: config.AUTH_KEYS_RELOAD_SECONDS * 1000,
    logger,
  });
  const revocations = createRevocations(redis, config.ACCESS_TOKEN_TTL_SECONDS, config.REDIS_KEY_PREFIX);
  const limiter = createAttemptLimiter(redis, {
    perIp: config.AUTH_MAX_ATTEMPTS_PER_IP,
    failuresPerIdentifier: config.AUTH_MAX_FAILURES_PER_IDENTIFIER,
    windowSeconds: config.AUTH_LOCKOUT_SECONDS,
    keyPrefix: config.REDIS_KEY_PREFIX,
  });
  const auth = createAuthService({
    users,
    usersService,
    sessions: createSessionsRepository(mongo, locks),
    resets: createPasswordResetsRepository(mongo, locks),
    tokens: createTokenIssuer(keys, {
      issuer: config.AUTH_ISSUER,
      audience: config.AUTH_AUDIENCE,
      ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    }),
    limiter,
    revocations,
    onSessionsEnded: (ids) => live.endSessions(ids),
    mailer: createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, logLinks: config.NODE_ENV === 'development', logger }),
    now,
    logger,
    refreshTtlDays: config.REFRESH_TOKEN_TTL_DAYS,
    sessionMaxAgeDays: config.SESSION_MAX_AGE_DAYS,
    refreshGraceMs: config.REFRESH_REUSE_GRACE_SECONDS * 1000,
    resetTtlMinutes: config.PASSWORD_RESET_TTL_MINUTES,
    publicUrl: config.PUBLIC_URL,
  });
  return { keys, revocations, limiter, auth };
}

/** Payments: the providers this config enables, the payments repository and the billing service. */
async function billingParts(config: Config, deps: Omit<Wiring, 'redis'> & { events: EventPublisher }) {
  const { mongo, locks, users, events, now, logger } = deps;
  const sandboxSecret = config.SANDBOX_ENABLED ? config.SANDBOX_WEBHOOK_SECRET : undefined;
  if (config.NODE_ENV === 'production' && config.PAYMENT_PROVIDER === 'sandbox') {
    // Said at every start: a sandbox in production takes no money and grants premium to whoever presses Pay.
    logger.warn(
      { paymentProvider: 'sandbox' },
      'PAYMENT_PROVIDER=sandbox in production: this is a private demo, no real payment is taken and every signed-in user can buy premium for free',
    );
  }
  const payments = createPaymentsRepository(mongo, locks);
  await payments.init();
  const ledger = createSandboxLedger(mongo);
  const billing = createBillingService({
    payments,
    users,
    providers: {
      ...(sandboxSecret ? { sandbox: createSandboxProvider({ publicUrl: config.PUBLIC_URL, secret: sandboxSecret, ledger }) } : {}),
      ...(config.NOWPAYMENTS_API_KEY && config.NOWPAYMENTS_IPN_SECRET
        ? {
            nowpayments: createNowPaymentsProvider({
              baseUrl: config.NOWPAYMENTS_BASE_URL,
              apiKey: config.NOWPAYMENTS_API_KEY,
              ipnSecret: config.NOWPAYMENTS_IPN_SECRET,
            }),
          }
        : {}),
    },
    provider: config.PAYMENT_PROVIDER,
    events,
    now,
    logger,
    publicUrl: config.PUBLIC_URL,
    webhookBaseUrl: config.WEBHOOK_BASE_URL,
  });
  return { billing, payments, ledger, sandboxSecret };
}

/** Profile, settings, consents and Web Push (issue 23): what the user keeps about themselves. */
async function personalParts(
  config: Config,
  deps: { mongo: Connection; redis: Redis; locks: Locks; now: () => Date; logger: Logger; pushAgent: Agent | undefined },
) {
  const { mongo, redis, locks, now, logger } = deps;
  const profileRepo = createProfileRepository(mongo);
  const settingsRepo = createSettingsRepository(mongo);
  const subscriptions = createPushSubscriptionsRepository(mongo);
  await Promise.all([profileRepo.init(), settingsRepo.init(), subscriptions.init()]);
  const settings = createSettingsService({ repo: settingsRepo, locks, now });
  const push = createPushNotifier({
    vapid: { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject: config.VAPID_SUBJECT },
    subscriptions,
    settings,
    timeoutMs: config.PUSH_TIMEOUT_MS,
    logger,
    ...(deps.pushAgent ? { agent: deps.pushAgent } : {}),
  });
  const items = createPublicItemsClient({
    url: config.GENERATION_URL,
    internalKey: config.GENERATION_INTERNAL_KEY,
    timeoutMs: config.USER_DATA_TIMEOUT_MS,
  });
  const marks = createJobMarks(redis, config.REDIS_KEY_PREFIX);
  return {
    settings,
    subscriptions,
    push,
    profiles: createProfileService({ repo: profileRepo, locks, now }),
    publicProfiles: createPublicProfiles({ profiles: profileRepo, settings, items }),
    personal: createPersonalData({ profiles: profileRepo, settings: settingsRepo, push: subscriptions }),
    jobNotifications: createJobNotifications({ marks, push, minMs: config.PUSH_MIN_JOB_SECONDS * 1000, logger }),
    // The same once-only marks: an event id is claimed like a job id.
    postNotifications: createPostNotifications({ claim: (eventId) => marks.claimAnnouncement(eventId), push, logger }),
  };
}
