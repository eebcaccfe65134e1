import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { WeightedCount } from '../../../components/ui/weighted-count.tsx';

export interface ExamplePost {
  text: string;
  /** The beat this post plays in the template (hook, context, call to action...). */
  role?: string | undefined;
}

/** The author line of an example: the template's own voice, not the user's account. */
const exampleAuthor = { name: 'Chainscribe', handle: 'chainscribe', initial: 'C' } as const;

/** A template's example thread as X shows a thread: one post per row, joined by the thread line. */
export function ExampleThread({ posts, label }: { posts: readonly ExamplePost[]; label: string }) {
  const total = posts.length;
  return (
    <Card className="overflow-hidden p-0">
      <ol aria-label={label}>
        {posts.map((post, index) => (
          <li key={index} className="relative flex gap-3 border-b border-border px-4 pt-4 pb-3 last:border-b-0">
            {index < total - 1 ? <span aria-hidden="true" className="absolute top-16 bottom-0 left-[2.15rem] w-0.5 bg-border" /> : null}
            <span
              aria-hidden="true"
              className="z-10 grid size-10 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-chain-500 font-bold text-white"
            >
              {exampleAuthor.initial}
            </span>
            <article aria-label={`Example tweet ${index + 1} of ${total}`} className="min-w-0 flex-1">
              <header className="flex flex-wrap items-center gap-x-1.5 text-sm">
                <span className="font-bold">{exampleAuthor.name}</span>
                <span className="text-muted-foreground">@{exampleAuthor.handle}</span>
              </header>
              <p className="mt-1 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap">{post.text}</p>
              <footer className="mt-3 flex flex-wrap items-center gap-2">
                <Badge tone="brand" className="tabular-nums">
                  {index + 1}/{total}
                </Badge>
                {post.role ? <Badge>{post.role}</Badge> : null}
                <span className="ml-auto">
                  <WeightedCount text={post.text} />
                </span>
              </footer>
            </article>
          </li>
        ))}
      </ol>
    </Card>
  );
}
