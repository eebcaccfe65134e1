import { cn } from '../../../lib/utils.ts';

// Apart from tweet-parts.tsx: the dashboard's quick tool shows these before it needs twitter-text.
export function HashtagChips({ tags, className }: { tags: readonly string[]; className?: string }) {
  return (
    <div className={cn('flex flex-wrap gap-1.5', className)}>
      {tags.map((tag) => (
        <span key={tag} className="rounded-full bg-primary/10 px-2 py-0.5 text-xs text-primary">
          {tag.startsWith('#') ? tag : `#${tag}`}
        </span>
      ))}
    </div>
  );
}
