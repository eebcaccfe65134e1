import { tweetToneOptions } from '@chainscribe/contracts/catalogue';
import type { TweetTone } from '@chainscribe/contracts';
import { useId } from 'react';
import { EnumSelect } from '../../../components/ui/select.tsx';
import { cn } from '../../../lib/utils.ts';

const QUICK_TONES = 4;
const allTones = tweetToneOptions.map((tone) => ({ id: tone.id, name: `${tone.name} — ${tone.description}` }));

/** Spec §2: a quick picker with the common tones plus a dropdown with all of them. */
export function TonePicker({ value, onChange, disabled }: { value: TweetTone; onChange: (tone: TweetTone) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2.5">
      <span id={`${id}-label`} className="text-sm font-medium">
        Tone
      </span>
      <div className="flex flex-wrap gap-2" role="group" aria-labelledby={`${id}-label`}>
        {tweetToneOptions.slice(0, QUICK_TONES).map((tone) => (
          <button
            key={tone.id}
            type="button"
            aria-pressed={tone.id === value}
            disabled={disabled}
            onClick={() => onChange(tone.id)}
            className={cn(
              'rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors disabled:opacity-50',
              tone.id === value ? 'border-primary bg-primary/15 text-primary' : 'border-border hover:border-primary/40',
            )}
          >
            {tone.name}
          </button>
        ))}
      </div>
      <EnumSelect aria-label="All tones" value={value} options={allTones} onChange={onChange} disabled={disabled} />
    </div>
  );
}
