import { Calendar, Clock, RotateCcw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { LibraryItem, LibraryPublication } from '@chainscribe/contracts';
import { XLogo } from '../../../components/ui/brand-icons.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { libraryItemPath, paths } from '../../../config/paths.ts';
import {
  kindLabels,
  statusLabels,
  statusTones,
  subjectOf,
  titleOf,
  toneLabel,
  formatDate,
  formatDateTime,
} from '../utils/library-labels.ts';

function CardFacts({ item }: { item: LibraryItem }) {
  const subject = subjectOf(item);
  const count = item.tweets.length;
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
      <Badge tone={statusTones[item.status]}>{statusLabels[item.status]}</Badge>
      <Badge>{item.kind === 'thread' ? `${kindLabels.thread} · ${count} ${count === 1 ? 'tweet' : 'tweets'}` : kindLabels.tweet}</Badge>
      {item.tone ? <Badge>{toneLabel(item.tone)}</Badge> : null}
      {subject ? (
        <Badge tone="brand" className="block max-w-full truncate" title={subject}>
          {subject}
        </Badge>
      ) : null}
      <span className="ml-auto inline-flex items-center gap-1">
        <Calendar aria-hidden="true" className="size-3.5" />
        <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
      </span>
    </div>
  );
}

/** Where the item's post stands on X; its links sit above the card's own link. */
export function PublicationLine({ publication }: { publication: LibraryPublication }) {
  const link = 'relative z-10 font-medium text-primary underline underline-offset-4';
  switch (publication.state) {
    case 'scheduled':
      return (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <Clock aria-hidden="true" className="size-3.5" />
          {publication.scheduledAt ? (
            <>
              Posts to X <time dateTime={publication.scheduledAt}>{formatDateTime(publication.scheduledAt)}</time>
            </>
          ) : (
            'Waiting in the queue'
          )}
        </p>
      );
    case 'posted':
      return (
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <XLogo aria-hidden="true" className="size-3" />
          Posted on X ·{' '}
          <a href={publication.url ?? undefined} target="_blank" rel="noopener noreferrer" className={link}>
            View on X
          </a>
        </p>
      );
    case 'stopped':
      return (
        <p className="flex flex-wrap items-center gap-1.5 text-xs text-warning">
          <TriangleAlert aria-hidden="true" className="size-3.5" />
          <span>Posting stopped{publication.message ? `: ${publication.message}` : ''}</span>
          <Link to={paths.queue} className={link}>
            Open the queue
          </Link>
        </p>
      );
  }
}

/** One item of the library: its first tweet, what it is, and when — the whole card opens the editor. */
export function LibraryCard({ item }: { item: LibraryItem }) {
  const first = item.tweets.find((text) => text.trim()) ?? '';
  return (
    <li className="group relative flex min-w-0 flex-col gap-4 rounded-2xl border border-border bg-card p-4 transition-colors focus-within:border-primary hover:border-primary/50">
      <h2 className="line-clamp-4 text-[0.95rem] leading-relaxed font-medium break-words whitespace-pre-wrap">
        <Link to={libraryItemPath(item.id)} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
          {first || 'Empty draft'}
        </Link>
      </h2>
      <div className="mt-auto flex flex-col gap-2">
        {item.publication ? <PublicationLine publication={item.publication} /> : null}
        <CardFacts item={item} />
      </div>
    </li>
  );
}

/** A trashed item: readable, restorable, and how long it has left. */
export function TrashCard({ item, restoring, onRestore }: { item: LibraryItem; restoring: boolean; onRestore: () => void }) {
  return (
    <li className="flex flex-col gap-4 rounded-2xl border border-dashed border-border bg-card/60 p-4">
      <h2 className="line-clamp-3 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap text-muted-foreground">
        {item.tweets.find((text) => text.trim()) ?? 'Empty draft'}
      </h2>
      <div className="mt-auto flex items-center gap-2">
        <span className="text-xs text-muted-foreground">Deleted {item.deletedAt ? formatDate(item.deletedAt) : ''}</span>
        <Button
          size="sm"
          variant="secondary"
          className="ml-auto"
          disabled={restoring}
          onClick={onRestore}
          aria-label={`Restore ${titleOf(item.tweets)}`}
        >
          <RotateCcw aria-hidden="true" /> Restore
        </Button>
      </div>
    </li>
  );
}
