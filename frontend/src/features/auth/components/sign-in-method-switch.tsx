import { Mail, Phone } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';

export type SignInMethod = 'email' | 'phone';

/** Email or phone: a two-option segmented switch. */
export function SignInMethodSwitch({ value, onChange }: { value: SignInMethod; onChange: (method: SignInMethod) => void }) {
  return (
    <div role="radiogroup" aria-label="Sign in with" className="grid grid-cols-2 gap-1 rounded-xl border border-border bg-muted/60 p-1">
      {(['email', 'phone'] as const).map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'inline-flex items-center justify-center gap-2 rounded-lg py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
            value === option ? 'bg-card text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {option === 'email' ? <Mail aria-hidden="true" className="size-4" /> : <Phone aria-hidden="true" className="size-4" />}
          {option === 'email' ? 'Email' : 'Phone'}
        </button>
      ))}
    </div>
  );
}
