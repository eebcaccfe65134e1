import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@chainscribe/service-kit/testing';
import type { RunningService } from '@chainscribe/service-kit';
import { signStandardWebhook } from '../services/accounts/src/data-access/providers/standard-webhooks.ts';
import { startGateway } from '../gateway/src/app.ts';
import { loadGatewayConfig } from '../gateway/src/config.ts';
import { deriveVapidKeys } from '../services/accounts/src/domain/vapid.ts';

const webPushKeys = () => {
  const keys = deriveVapidKeys(randomUUID());
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
};
import { createTestTopics, freePort, ownCredentials, productionMongoUrl, stackEnv } from './support/stack.ts';

const entry = resolve(import.meta.dirname, '../services/accounts/src/start.ts');

/** The accounts service as its own process, the way a deployment starts it, with its output kept. */
function startProcess(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout?.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const ready = (url: string) =>
    waitFor(async () => (await fetch(`${url}/readyz`).catch(() => undefined))?.ok || undefined, {
      timeoutMs: 30_000,
      intervalMs: 200,
      what: 'accounts ready',
    }).catch((err: unknown) => {
      throw new Error(`${(err as Error).message}\n${output.stderr}\n${output.stdout.slice(-2000)}`);
    });
  return { child, output, exited, ready };
}

/** Production mode: only what the operator explicitly chose; stand-ins never by default. */
describe('accounts in production mode', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  const productionEnv = async (label: string) => {
    const { infra, names, common } = stackEnv(label);
    await createTestTopics(infra.kafkaBrokers, names.topicPrefix);
    const port = await freePort();
    const accountsKey = randomBytes(36).toString('base64url');
    return {
      port,
      env: {
        ...common,
        ...ownCredentials('accounts'),
        // Production logs in to MongoDB as accounts' own user (issue 26).
        MONGO_URL: productionMongoUrl('accounts'),
        // Production refuses the published test key: a fresh one, which the gateway in front signs with.
        INTERNAL_AUTH_KEY: accountsKey,
        ACCOUNTS_INTERNAL_KEY: accountsKey,
        NODE_ENV: 'production',
        LOG_LEVEL: 'info',
        PORT: String(port),
        MONGO_DB: names.database('accounts'),
        AUTH_KEYS_ENCRYPTION_KEY: `test-keys-encryption-${randomUUID()}`,
        ...webPushKeys(),
        MARKET_URL: 'http://127.0.0.1:9',
      },
    };
  };

  it('when PAYMENT_PROVIDER is not set, then the service refuses to start with one line naming it', async () => {
    const { env } = await productionEnv('prod-missing');
    const run = startProcess(env);
    expect(await run.exited).toBe(1);
    const lines = run.output.stderr.trim().split('\n');
    expect(lines).toEqual([
      'accounts failed to start: PAYMENT_PROVIDER must be set in production: nowpayments, or sandbox for a private demo',
    ]);
  }, 30_000);

  it('when the sandbox is chosen explicitly, then every start warns that it is a private demo, and reset links never reach the log', async () => {
    const { env, port } = await productionEnv('prod-sandbox');
    // A sandbox in production has a webhook secret of its own, never one derived from a key its callers hold.
    const run = startProcess({
      ...env,
      PAYMENT_PROVIDER: 'sandbox',
      SANDBOX_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
    });
    cleanups.push(async () => {
      run.child.kill('SIGTERM');
      await run.exited;
    });
    const accountsUrl = `http://127.0.0.1:${port}`;
    await run.ready(accountsUrl);
    const warning = run.output.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; paymentProvider?: string })
      .find((line) => line.paymentProvider === 'sandbox');
    expect(warning).toMatchObject({
      level: 40,
      msg: expect.stringContaining('PAYMENT_PROVIDER=sandbox in production: this is a private demo') as unknown,
    });

    const gatewayPort = await freePort();
    const gateway: RunningService = await startGateway(
      loadGatewayConfig({
        ...env,
        ...ownCredentials('gateway'),
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PORT: String(gatewayPort),
        PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`,
        ACCOUNTS_URL: accountsUrl,
        GENERATION_URL: 'http://127.0.0.1:9',
        RESEARCH_URL: 'http://127.0.0.1:9',
        MARKET_URL: 'http://127.0.0.1:9',
        ANALYTICS_URL: 'http://127.0.0.1:9',
        GENERATION_WORKER_URL: 'http://127.0.0.1:9',
      }),
    );
    cleanups.push(() => gateway.stop());
    const email = `prod-${randomUUID().slice(0, 8)}@example.com`;
    const post = (path: string, json: unknown) =>
      fetch(`${gateway.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
    expect((await post('/api/auth/sign-up', { email, password: 'production 2026' })).status).toBe(201);
    expect((await post('/api/auth/password-reset', { email })).status).toBe(200);
    // The reset ran (no SMTP here, so it says so), and no link or token was written anywhere.
    await waitFor(() => run.output.stdout.includes('email not sent: SMTP_URL is not configured') || undefined, {
      timeoutMs: 10_000,
      what: 'the reset to run',
    });
    expect(run.output.stdout).not.toContain('reset-password');
    expect(run.output.stdout).not.toContain('token=');
  }, 60_000);

  it('when a real provider is chosen, then no sandbox exists: no derived webhook secret, no sandbox checkout', async () => {
    const { env, port } = await productionEnv('prod-nowpayments');
    const run = startProcess({
      ...env,
      PAYMENT_PROVIDER: 'nowpayments',
      NOWPAYMENTS_API_KEY: 'np-key',
      NOWPAYMENTS_IPN_SECRET: 'np-ipn-secret',
      NOWPAYMENTS_BASE_URL: 'http://127.0.0.1:9',
    });
    cleanups.push(async () => {
      run.child.kill('SIGTERM');
      await run.exited;
    });
    const accountsUrl = `http://127.0.0.1:${port}`;
    await run.ready(accountsUrl);
    expect(run.output.stdout).not.toContain('PAYMENT_PROVIDER=sandbox');

    const gatewayPort = await freePort();
    const gateway: RunningService = await startGateway(
      loadGatewayConfig({
        ...env,
        ...ownCredentials('gateway'),
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PORT: String(gatewayPort),
        PUBLIC_URL: `http://127.0.0.1:${gatewayPort}`,
        ACCOUNTS_URL: accountsUrl,
        GENERATION_URL: 'http://127.0.0.1:9',
        RESEARCH_URL: 'http://127.0.0.1:9',
        MARKET_URL: 'http://127.0.0.1:9',
        ANALYTICS_URL: 'http://127.0.0.1:9',
        GENERATION_WORKER_URL: 'http://127.0.0.1:9',
      }),
    );
    cleanups.push(() => gateway.stop());
    // A webhook signed with the secret a development run would derive from the internal key.
    const derived = `whsec_${createHmac('sha256', env.INTERNAL_AUTH_KEY).update('sandbox-webhook').digest('base64')}`;
    const body = JSON.stringify({
      event_id: 'evt_1',
      charge_id: `ch_${'a'.repeat(32)}`,
      status: 'confirmed',
      price_amount: 9.99,
      price_currency: 'USD',
      pay_amount: null,
      pay_currency: 'TON',
      occurred_at: new Date().toISOString(),
    });
    const webhook = await fetch(`${gateway.url}/api/payment/webhook/sandbox`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signStandardWebhook(derived, 'evt_1', Math.floor(Date.now() / 1000), body) },
      body,
    });
    expect(webhook.status).toBe(404);
    expect(await webhook.json()).toMatchObject({ error: 'Unknown payment provider sandbox' });
    const page = await fetch(`${gateway.url}/api/checkout/sandbox/ch_${'a'.repeat(32)}`);
    expect(page.status).toBe(404);
  }, 60_000);
});
