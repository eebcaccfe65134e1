import { useState } from 'react';
import { PRODUCT_NAME } from '../../config/constants.ts';
import { cn } from '../../lib/utils.ts';

/** The mark, then a raster copy, then a letter tile (spec §2): the brand never shows a broken image. */
const sources = ['/logo.svg', '/logo-alt.png'] as const;

export function LogoMark({ className }: { className?: string }) {
  const [attempt, setAttempt] = useState(0);
  const source = sources[attempt];
  if (!source) {
    return (
      <span
        aria-hidden="true"
        data-testid="logo-letter"
        className={cn(
          'grid size-8 place-items-center rounded-lg bg-gradient-to-br from-brand-500 to-chain-500 text-sm font-black text-white',
          className,
        )}
      >
        {PRODUCT_NAME.charAt(0)}
      </span>
    );
  }
  return (
    <img src={source} alt="" aria-hidden="true" className={cn('size-8 rounded-lg', className)} onError={() => setAttempt((n) => n + 1)} />
  );
}

export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className={markClassName} />
      <span className="text-lg font-bold tracking-tight">
        Chain<span className="text-gradient">scribe</span>
      </span>
    </span>
  );
}
