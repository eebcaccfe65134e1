import { Copy } from 'lucide-react';
import { XLogo } from '../../../components/ui/brand-icons.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { copyText } from '../../../lib/clipboard.ts';
import { xIntentUrl } from '../../../lib/tweet-text.ts';
import { cn } from '../../../lib/utils.ts';
import { TweetCounter } from './tweet-counter.tsx';

/** The pieces every tweet card is made of: its text, hashtags, and the copy/share/count row. */

export function TweetText({ text, className }: { text: string; className?: string }) {
  return <p className={cn('text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap', className)}>{text}</p>;
}

export function CopyTweetButton({
  text,
  className,
  label = 'Copy',
  ariaLabel,
}: {
  text: string;
  className?: string;
  label?: string | null;
  ariaLabel?: string;
}) {
  return (
    <Button
      size="sm"
      variant={label ? 'secondary' : 'ghost'}
      className={cn('h-8', className)}
      aria-label={ariaLabel}
      onClick={() => void copyText(text, 'Tweet copied to clipboard')}
    >
      <Copy aria-hidden="true" /> {label}
    </Button>
  );
}

export function ShareOnXLink({ text, label, ariaLabel }: { text: string; label: string; ariaLabel?: string }) {
  return (
    <Button asChild size="sm" variant="secondary" className="h-8">
      <a href={xIntentUrl(text)} target="_blank" rel="noopener noreferrer" aria-label={ariaLabel}>
        <XLogo /> {label}
      </a>
    </Button>
  );
}

/** Copy, share on X, and the character count on the right. */
export function TweetActions({
  text,
  shareLabel = 'Share on X',
  shareAriaLabel,
}: {
  text: string;
  shareLabel?: string;
  shareAriaLabel?: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <CopyTweetButton text={text} />
      <ShareOnXLink text={text} label={shareLabel} ariaLabel={shareAriaLabel} />
      <TweetCounter text={text} className="ml-auto" />
    </div>
  );
}
