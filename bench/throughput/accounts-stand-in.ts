import { createServer, type Server } from 'node:http';
import { defaultUserSettings } from '@chainscribe/contracts';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/**
 * What the gateway, generation and research ask accounts for on these paths, answered at once: the
 * JWKS (the gateway verifies tokens against it), the user's settings (generation's personalisation
 * switch) and the user row (research's daily budget: the bench user is premium). The bench
 * measures the gateway and the pipeline, not accounts.
 */
export async function startAccountsStandIn(): Promise<{ url: string; token: (userId: string) => Promise<string>; close: () => void }> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: 'bench', alg: 'RS256', use: 'sig' }] });
  const settings = JSON.stringify({ ...defaultUserSettings, emailUpdatesConsentAt: null, updatedAt: null });
  const at = new Date().toISOString();
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  const premiumUser = (id: string) =>
    JSON.stringify({
      ...{ id, clerk_id: id, email: 'bench@example.com', plan: 'premium', plan_status: 'active' },
      ...{ is_premium: true, subscription_expires_at: expires, created_at: at },
    });
  const answers: Record<string, () => string> = {
    '/.well-known/jwks.json': () => jwks,
    '/api/users/me/settings': () => settings,
    '/api/users/me': () => premiumUser('bench-user'),
  };
  const server: Server = createServer((req, res) => {
    const body = answers[req.url ?? '']?.() ?? null;
    if (body === null) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const token = (userId: string) =>
    new SignJWT({ sid: `bench-session-${userId}`, email: 'bench@example.com' })
      .setProtectedHeader({ alg: 'RS256', kid: 'bench' })
      .setSubject(userId)
      .setIssuer('chainscribe-accounts')
      .setAudience('chainscribe')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
  return { url, token, close: () => server.close() };
}
