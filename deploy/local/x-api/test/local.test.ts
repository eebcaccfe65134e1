import { describe, expect, it } from 'vitest';
import { startLocalX } from '../local.ts';

describe('X stand-in under npm start', () => {
  it('when NODE_ENV is production, then no stand-in starts (production never falls back to it)', async () => {
    expect(await startLocalX(4100, { NODE_ENV: 'production', X_STANDIN_PORT: '0' })).toBeUndefined();
  });

  it('when a real X is configured, then no stand-in starts', async () => {
    expect(
      await startLocalX(4100, { NODE_ENV: 'development', X_API_BASE_URL: 'https://api.x.com/2/', X_STANDIN_PORT: '0' }),
    ).toBeUndefined();
  });

  it('when started for development, then the publisher is pointed at it and it answers', async () => {
    const local = await startLocalX(4100, { NODE_ENV: 'development', X_STANDIN_PORT: '0' });
    try {
      expect(local?.env).toEqual({
        X_API_BASE_URL: `${local?.standIn.url}/2/`,
        X_AUTHORIZE_URL: `${local?.standIn.url}/i/oauth2/authorize`,
        X_CLIENT_ID: 'chainscribe-local',
        X_CLIENT_SECRET: 'chainscribe-local-secret',
      });
      const health = await fetch(`${local?.standIn.url}/healthz`);
      expect(health.status).toBe(200);
    } finally {
      await local?.standIn.stop();
    }
  });

  it('when its port is taken, then the error names the port and the variable that moves it', async () => {
    const first = await startLocalX(4100, { X_STANDIN_PORT: '0' });
    try {
      await expect(startLocalX(4100, { X_STANDIN_PORT: String(first?.standIn.port) })).rejects.toThrow(/X_STANDIN_PORT/);
    } finally {
      await first?.standIn.stop();
    }
  });
});
