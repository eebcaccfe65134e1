import { readFileSync } from 'node:fs';
import { Router } from 'express';
import { buildPath, getPublicProfile, type PublicProfile } from '@chainscribe/contracts';
import { callService, type Logger } from '@chainscribe/service-kit';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Open Graph and Twitter card tags for a public profile, so a shared link shows who it is. */
export function shareTags(profile: PublicProfile, publicUrl: string): string {
  const name = profile.fullName || `@${profile.username}`;
  const title = `${name} on Chainscribe`;
  const description = profile.bio || `Threads by @${profile.username} on Chainscribe.`;
  const url = new URL(`/u/${profile.username}`, publicUrl).toString();
  const image = profile.avatarUrl ? new URL(profile.avatarUrl, publicUrl).toString() : null;
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'profile'],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['name', 'description', description],
    ...(image
      ? ([
          ['property', 'og:image', image],
          ['name', 'twitter:image', image],
        ] as [string, string, string][])
      : []),
  ];
  return [
    `<title>${escape(title)}</title>`,
    ...tags.map(([kind, key, value]) => `<meta ${kind}="${key}" content="${escape(value)}" />`),
  ].join('\n    ');
}

/**
 * `/u/:username`: the SPA's shell with the profile's sharing tags filled in on the server (link
 * previews do not run scripts), 404 when the profile is private or unknown, 503 when accounts
 * cannot say. The SPA renders the page itself from `GET /api/public/users/:username`.
 */
export function publicProfilePage(options: {
  indexFile: string;
  accountsUrl: string;
  internalKey: string;
  publicUrl: string;
  logger: Logger;
}): Router {
  const shell = readFileSync(options.indexFile, 'utf8');
  const router = Router();
  router.get('/u/:username', async (req, res) => {
    const answer = await callService({
      baseUrl: options.accountsUrl,
      internalKey: options.internalKey,
      call: { ...getPublicProfile, path: buildPath(getPublicProfile.path, { username: req.params.username }) },
      timeoutMs: 3000,
    });
    res.setHeader('Cache-Control', 'no-cache');
    res.type('html');
    if (answer.ok) {
      res.send(shell.replace(/<title>[^<]*<\/title>/, shareTags(answer.data, options.publicUrl)));
      return;
    }
    if (answer.status !== 404)
      options.logger.warn({ status: answer.status, reason: answer.reason }, 'public profile page: accounts did not answer');
    res.status(answer.status === 404 ? 404 : 503).send(shell);
  });
  return router;
}
