import { Copy, Cpu, Database, FileDown, FileText, PenLine } from 'lucide-react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { EnhancedFeatures, MovedFigure } from '@chainscribe/contracts';
import { RecheckPromptDialog } from '../../../components/figure-recheck/recheck-dialog.tsx';
import { useRecheckGate } from '../../../components/figure-recheck/use-recheck-gate.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { saveThreadText } from '../api/save-thread-text.ts';
import { XLogo } from '../../../components/ui/brand-icons.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { libraryItemPath } from '../../../config/paths.ts';
import { copyText } from '../../../lib/clipboard.ts';
import { downloadText } from '../../../lib/download.ts';
import { xIntentUrl } from '../../../lib/tweet-text.ts';
import { toast } from '../../../lib/toast.ts';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { exportFileName, threadAsMarkdown, threadAsPlainText } from '../utils/thread-export.ts';
import { WeightedCount } from '../../../components/ui/weighted-count.tsx';

export interface ThreadAuthor {
  name: string;
  handle: string;
  picture?: string | null;
}

export interface GeneratedThread {
  tweets: string[];
  enhancedFeatures: EnhancedFeatures;
  title: string;
  generatedAt: Date;
  /** The thread's id in the library (the API's `threadId`), when the API gave one: it opens in the editor. */
  libraryId?: string;
}

/**
 * The actions that take the text out of Chainscribe. A thread kept in the library has its cited
 * figures re-checked first (read more than 15 minutes ago, moved over 2 %: old and new, "Update
 * text"); one without a library id goes as it is.
 */
function useLeavingText(thread: GeneratedThread) {
  const api = useApi();
  const [tweets, setTweets] = useState(thread.tweets);
  // "Update text" changes the text after the click: the action takes it as it is then.
  const latest = useRef(tweets);
  useLayoutEffect(() => {
    latest.current = tweets;
  });
  const gate = useRecheckGate({
    itemId: thread.libraryId ?? '',
    saveNow: async () => undefined,
    onUpdate: (moved: MovedFigure) => {
      const next = latest.current.map((text, index) => (index === moved.tweet ? moved.replacement : text));
      latest.current = next;
      setTweets(next);
      if (thread.libraryId)
        saveThreadText(api, thread.libraryId, next).catch((error: unknown) =>
          toast.warning(errorMessage(error, 'The library copy was not updated'), {
            description: 'Open the thread in the editor to update it there.',
          }),
        );
    },
  });
  const leave = (action: string, run: (texts: readonly string[]) => unknown) =>
    thread.libraryId ? gate.guard(action, () => void run(latest.current)) : Promise.resolve(void run(latest.current));
  return { tweets, gate, leave };
}

/** Copy all, share the first post on X, export as Markdown or text. */
function ThreadActions({ thread, leaving }: { thread: GeneratedThread; leaving: LeavingText }) {
  const { gate, leave } = leaving;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {thread.libraryId ? (
        <Button asChild size="sm">
          <Link to={libraryItemPath(thread.libraryId)}>
            <PenLine aria-hidden="true" /> Open in editor
          </Link>
        </Button>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        disabled={gate.checking}
        onClick={() => void leave('copy', (texts) => copyText(threadAsPlainText([...texts]), 'Thread copied to clipboard'))}
      >
        {gate.checking ? <Spinner /> : <Copy aria-hidden="true" />} Copy All
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={gate.checking}
        onClick={() => void leave('share', (texts) => window.open(xIntentUrl(texts[0] ?? ''), '_blank', 'noopener,noreferrer'))}
      >
        <XLogo /> Share first tweet
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={gate.checking}
        onClick={() =>
          void leave('export', (texts) =>
            downloadText(exportFileName(thread.title, 'md'), threadAsMarkdown([...texts], thread), 'text/markdown'),
          )
        }
      >
        <FileDown aria-hidden="true" /> Export Markdown
      </Button>
      <Button
        size="sm"
        variant="outline"
        disabled={gate.checking}
        onClick={() => void leave('export', (texts) => downloadText(exportFileName(thread.title, 'txt'), threadAsPlainText([...texts])))}
      >
        <FileText aria-hidden="true" /> Export Text
      </Button>
    </div>
  );
}

type LeavingText = ReturnType<typeof useLeavingText>;

/** One post as X shows it, joined to the next by the thread line. */
function ThreadPost({
  tweet,
  index,
  total,
  author,
  leave,
}: {
  tweet: string;
  index: number;
  total: number;
  author: ThreadAuthor;
  leave: LeavingText['leave'];
}) {
  return (
    <li className="relative flex gap-3 border-b border-border px-4 pt-4 pb-3 last:border-b-0 sm:px-5">
      {index < total - 1 ? (
        <span aria-hidden="true" className="absolute top-16 bottom-0 left-[2.15rem] w-0.5 bg-border sm:left-[2.4rem]" />
      ) : null}
      <UserAvatar name={author.name} src={author.picture ?? null} className="z-10 size-10" />
      <article aria-label={`Tweet ${index + 1} of ${total}`} className="min-w-0 flex-1">
        <header className="flex flex-wrap items-center gap-x-1.5 text-sm">
          <span className="font-bold">{author.name}</span>
          <span className="text-muted-foreground">@{author.handle}</span>
          <span className="text-muted-foreground">· now</span>
        </header>
        <p className="mt-1 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap">{tweet}</p>
        <footer className="mt-3 flex items-center gap-3">
          <Badge tone="brand" className="tabular-nums">
            {index + 1}/{total}
          </Badge>
          <WeightedCount text={tweet} />
          <Button
            size="sm"
            variant="ghost"
            className="ml-auto h-8 px-2.5"
            onClick={() => void leave('copy', (texts) => copyText(texts[index] ?? tweet, `Tweet ${index + 1} copied`))}
            aria-label={`Copy tweet ${index + 1}`}
          >
            <Copy aria-hidden="true" /> Copy
          </Button>
        </footer>
      </article>
    </li>
  );
}

/** Which data sources and which writer made the thread. */
function ThreadProvenance({ features }: { features: EnhancedFeatures }) {
  return (
    <div className="flex flex-col gap-2 text-xs text-muted-foreground">
      <p className="flex flex-wrap items-center gap-1.5">
        <Database aria-hidden="true" className="size-3.5" /> Built from:
        {features.dataSourcesUsed.length === 0 ? ' your options' : null}
        {features.dataSourcesUsed.map((source) => (
          <Badge key={source}>{source}</Badge>
        ))}
      </p>
      <p className="flex items-center gap-1.5">
        <Cpu aria-hidden="true" className="size-3.5" /> Writer: {features.aiModel}
        {features.xIntegrationEnabled ? ' · read the X post' : ''}
      </p>
    </div>
  );
}

/**
 * The thread as X will show it: one post per card, joined by the thread line, each with its
 * position, X's weighted count and a copy button; copy all, share the first post, export. A new
 * thread is a new preview (its parent keys it), so the text here starts from the thread's own.
 */
export function ThreadPreview({ thread, author }: { thread: GeneratedThread; author: ThreadAuthor }) {
  const leaving = useLeavingText(thread);
  const total = leaving.tweets.length;
  return (
    <div className="flex flex-col gap-5">
      <ThreadActions thread={thread} leaving={leaving} />
      <Card className="overflow-hidden p-0">
        <ol aria-label="Thread preview">
          {leaving.tweets.map((tweet, index) => (
            <ThreadPost key={index} tweet={tweet} index={index} total={total} author={author} leave={leaving.leave} />
          ))}
        </ol>
      </Card>
      <ThreadProvenance features={thread.enhancedFeatures} />
      <RecheckPromptDialog gate={leaving.gate} />
    </div>
  );
}
