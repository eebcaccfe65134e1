/**
 * The Frontend API origin a Clerk publishable key names (`pk_<env>_<base64 of "host$">`): Clerk's
 * widgets load scripts from it and call it, so the SPA's Content-Security-Policy must allow it.
 */
export function clerkFrontendApiOrigin(publishableKey: string | undefined): string | undefined {
  const encoded = /^pk_(?:test|live)_(.+)$/.exec(publishableKey ?? '')?.[1];
  if (!encoded) return undefined;
  const host = Buffer.from(encoded, 'base64').toString('utf8').replace(/\$$/, '');
  return /^[a-z0-9.-]+$/i.test(host) ? `https://${host}` : undefined;
}

/** Extra CSP sources for Clerk mode (widgets, their images, the bot-protection frame). */
export function clerkCspDirectives(origin: string): Record<string, string[]> {
  return {
    scriptSrc: ["'self'", origin, 'https://challenges.cloudflare.com'],
    connectSrc: ["'self'", origin],
    imgSrc: ["'self'", 'data:', 'https://img.clerk.com'],
    frameSrc: ["'self'", 'https://challenges.cloudflare.com'],
    workerSrc: ["'self'", 'blob:'],
  };
}
