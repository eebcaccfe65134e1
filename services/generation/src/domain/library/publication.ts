import type { PostCancelledV1, PostFailedV1, PostPublishedV1, PostScheduledV1 } from '@chainscribe/contracts';
import type { Locks } from '@chainscribe/service-kit';
import type { LibraryItemDoc, PublicationDoc } from '../../data-access/library-item.model.ts';
import type { LibraryRepository } from '../../data-access/library.repository.ts';
import { lockName } from './library.ts';

type Shown = { status: LibraryItemDoc['status']; publication: PublicationDoc | null };

/** The status an item goes back to when its post is cancelled: what it was before its first schedule. */
const statusBefore = (doc: LibraryItemDoc): PublicationDoc['statusBefore'] =>
  doc.publication?.statusBefore ?? (doc.status === 'draft' ? 'draft' : 'ready');

/** The item as a post event shows it: the state and what the event adds; the time it was scheduled for stays. */
function shownAs(
  doc: LibraryItemDoc,
  postId: string,
  status: LibraryItemDoc['status'],
  state: PublicationDoc['state'],
  fields: Partial<Pick<PublicationDoc, 'scheduledAt' | 'url' | 'message'>>,
): Shown {
  const scheduledAt = doc.publication?.scheduledAt ?? null;
  return { status, publication: { postId, state, scheduledAt, url: null, message: null, statusBefore: statusBefore(doc), ...fields } };
}

/**
 * The library's side of publishing (issue 19): each post event sets where the item stands on X,
 * under the item's lock like every change to it. The events of a user come in order (one partition
 * per user) and each sets a state rather than adding to one, so a redelivery changes nothing.
 * An item that is gone (erased) or not the poster's is left alone.
 */
export function createPublications(deps: { repo: Pick<LibraryRepository, 'get' | 'setState'>; locks: Pick<Locks, 'withLock'> }) {
  const apply = (event: { itemId: string; userId: string }, next: (doc: LibraryItemDoc) => Shown | null) =>
    deps.locks.withLock(lockName(event.itemId), async (lease) => {
      const doc = await deps.repo.get(event.itemId);
      if (!doc || doc.userId !== event.userId) return;
      const shown = next(doc);
      if (shown) await deps.repo.setState(lease, doc, shown);
    });

  return {
    scheduled: (e: PostScheduledV1) =>
      apply(e, (doc) => shownAs(doc, e.postId, 'scheduled', 'scheduled', { scheduledAt: new Date(e.scheduledAt) })),
    published: (e: PostPublishedV1) => apply(e, (doc) => shownAs(doc, e.postId, 'posted', 'posted', { url: e.url })),
    failed: (e: PostFailedV1) => apply(e, (doc) => shownAs(doc, e.postId, 'scheduled', 'stopped', { message: e.message })),

    /** Off the schedule: the item shows what it was before; a cancel of an older post leaves a newer one alone. */
    cancelled: (e: PostCancelledV1) =>
      apply(e, (doc) => (doc.publication && doc.publication.postId !== e.postId ? null : { status: statusBefore(doc), publication: null })),
  };
}

export type Publications = ReturnType<typeof createPublications>;
