import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { cn } from '../../../lib/utils.ts';
import { countTweet } from '../utils/tweet-count.ts';

export interface PreviewAuthor {
  name: string;
  handle: string;
  picture?: string | null;
}

type PreviewTheme = 'dark' | 'light';

// X's own two looks, independent of the app's theme, so a creator can check both.
const looks = {
  dark: { frame: 'bg-black text-[#e7e9ea] border-[#2f3336]', muted: 'text-[#71767b]', line: 'bg-[#333639]', divider: 'border-[#2f3336]' },
  light: { frame: 'bg-white text-[#0f1419] border-[#eff3f4]', muted: 'text-[#536471]', line: 'bg-[#cfd9de]', divider: 'border-[#eff3f4]' },
} as const;

function PreviewPost({ text, author, last, theme }: { text: string; author: PreviewAuthor; last: boolean; theme: PreviewTheme }) {
  const look = looks[theme];
  const count = countTweet(text);
  return (
    <li className="relative flex gap-3 px-4 pt-3">
      {last ? null : <span aria-hidden="true" className={cn('absolute top-[3.75rem] bottom-0 left-[2.2rem] w-0.5', look.line)} />}
      <UserAvatar name={author.name} src={author.picture ?? null} className="z-10 size-10" />
      <div className={cn('min-w-0 flex-1 pb-3', last ? '' : 'pb-5')}>
        <p className="flex flex-wrap items-center gap-x-1 text-[0.95rem] leading-5">
          <span className="font-bold">{author.name}</span>
          <BadgeCheck aria-hidden="true" className="size-4 text-[#1d9bf0]" />
          <span className={look.muted}>@{author.handle} · now</span>
        </p>
        <p className="mt-0.5 text-[0.95rem] leading-5 break-words whitespace-pre-wrap">
          {count.within || (count.overflow ? null : <span className={look.muted}>Empty tweet</span>)}
          {count.overflow ? (
            <mark className="rounded-sm bg-danger/30 text-inherit" title="Past X's 280-character limit">
              {count.overflow}
            </mark>
          ) : null}
        </p>
      </div>
    </li>
  );
}

/** The thread as it will look on X — avatar, name, handle, the line joining the posts — in X's dark or light look. */
export function XThreadPreview({ tweets, author }: { tweets: readonly string[]; author: PreviewAuthor }) {
  const [theme, setTheme] = useState<PreviewTheme>('dark');
  return (
    <section aria-label="Preview on X" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold">Preview on X</h2>
        <div className="w-40">
          <SegmentedControl
            look="tabs"
            aria-label="Preview theme"
            value={theme}
            onChange={setTheme}
            options={[
              { id: 'dark', name: 'Dark' },
              { id: 'light', name: 'Light' },
            ]}
          />
        </div>
      </div>
      <ol className={cn('overflow-hidden rounded-2xl border font-sans', looks[theme].frame)} data-preview-theme={theme}>
        {tweets.map((text, index) => (
          <PreviewPost key={index} text={text} author={author} theme={theme} last={index === tweets.length - 1} />
        ))}
      </ol>
    </section>
  );
}
