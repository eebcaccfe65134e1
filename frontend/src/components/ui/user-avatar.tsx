import { useState } from 'react';
import { cn, initialOf } from '../../lib/utils.ts';

/**
 * The user's picture, or the name's initial on the brand gradient when there is none (or it fails
 * to load). `label` names it for screen readers; without one it is decoration beside the name.
 */
export function UserAvatar({ name, src, label, className }: { name: string; src: string | null; label?: string; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  if (src && failed !== src)
    return (
      <span {...a11y} className={cn('block shrink-0 overflow-hidden rounded-full bg-muted', className)}>
        <img src={src} alt="" className="size-full object-cover" onError={() => setFailed(src)} />
      </span>
    );
  return (
    <span
      {...a11y}
      className={cn(
        'grid shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-chain-500 font-bold text-white',
        className,
      )}
    >
      {initialOf(name)}
    </span>
  );
}
