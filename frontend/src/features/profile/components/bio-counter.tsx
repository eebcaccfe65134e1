import { PROFILE_MAX_BIO, weightedLength } from '@chainscribe/contracts';
import { cn } from '../../../lib/utils.ts';

/** "42 / 160", counted as the server counts it (X's weighting: emoji and CJK count two). */
export function BioCounter({ id, bio }: { id: string; bio: string }) {
  const used = weightedLength(bio.trim());
  const over = used > PROFILE_MAX_BIO;
  return (
    <p
      id={id}
      aria-live="polite"
      aria-label={`${used} of ${PROFILE_MAX_BIO} characters`}
      className={cn('text-right text-xs tabular-nums', over ? 'font-semibold text-danger' : 'text-muted-foreground')}
    >
      {used} / {PROFILE_MAX_BIO}
    </p>
  );
}
