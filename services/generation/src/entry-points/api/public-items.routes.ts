import { Router } from 'express';
import { internalPublicItems, messages } from '@chainscribe/contracts';
import { AppError, currentUser, requireUser } from '@chainscribe/service-kit';
import type { LibraryRepository } from '../../data-access/library.repository.ts';

/** Most items a public profile lists, and how far back in the library it looks for them. */
const MAX_PUBLIC = 50;
const LOOKED_AT = 500;

/**
 * Accounts building a public profile (signed with this service's key, never routed by the
 * gateway): the items the user marked public, newest first. Whether the profile is public is
 * accounts' call, made before it asks.
 */
export function publicItemsRoutes(library: Pick<LibraryRepository, 'page'>): Router {
  const router = Router();
  router.get(internalPublicItems.path, requireUser, async (req, res) => {
    const { id } = internalPublicItems.params.parse(req.params);
    if (currentUser(req).userId !== id) throw AppError.forbidden(messages.forbidden);
    const items = (await library.page({ userId: id, trashedSince: null }, LOOKED_AT, null))
      .filter((item) => item.public)
      .slice(0, MAX_PUBLIC);
    res.json(
      internalPublicItems.response.parse({
        items: items.map((item) => ({
          id: item._id,
          kind: item.kind,
          tweets: item.tweets,
          tone: item.tone ?? null,
          hook: item.hook ?? null,
          length: item.length ?? null,
          symbol: item.symbol ?? null,
          topic: item.topic ?? null,
          createdAt: item.createdAt.toISOString(),
        })),
      }),
    );
  });
  return router;
}
