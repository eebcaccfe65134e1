import { planOffers } from '@chainscribe/contracts/catalogue';
import { Check, Crown, RefreshCw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';

/** The header's 'Daily Limit' figure: red at 0, yellow at 2 or fewer, green otherwise (spec §2). */
export function DailyLimitFigure({ remaining }: { remaining: number | null }) {
  const unlimited = remaining === -1;
  const colour =
    remaining === null || unlimited ? 'text-success' : remaining === 0 ? 'text-danger' : remaining <= 2 ? 'text-warning' : 'text-success';
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <div className="rounded-xl border border-border bg-card px-4 py-2.5 text-right" role="status" aria-label="Daily Limit">
        <p className="text-xs font-medium text-muted-foreground">Daily Limit</p>
        <p className={cn('text-2xl font-bold tabular-nums', colour)} data-testid="daily-limit">
          {remaining === null ? '—' : unlimited ? 'Unlimited' : remaining}
        </p>
      </div>
      {remaining === 0 ? (
        <div className="rounded-lg border border-danger/30 bg-danger/10 px-3 py-1.5 text-xs">
          <p className="font-semibold text-danger">Limit Reached</p>
          <p className="text-muted-foreground">Resets daily or upgrade plan</p>
        </div>
      ) : null}
    </div>
  );
}

const bands = {
  1: { title: 'Last Tweet!', classes: 'border-danger/40 bg-danger/10', icon: 'text-danger' },
  2: { title: '2 tweets remaining', classes: 'border-warning/40 bg-warning/10', icon: 'text-warning' },
  3: { title: '3 tweets remaining', classes: 'border-orange-400/40 bg-orange-400/10', icon: 'text-orange-400' },
} as const;

/** Spec §4 banding: 1 last tweet (red), 2 yellow, 3 orange, nothing above 3. */
export function RemainingBanner({ remaining }: { remaining: number }) {
  if (remaining !== 1 && remaining !== 2 && remaining !== 3) return null;
  const band = bands[remaining];
  return (
    <div role="status" className={cn('flex items-center gap-3 rounded-xl border p-3.5 text-sm', band.classes)}>
      <TriangleAlert aria-hidden="true" className={cn('size-5 shrink-0', band.icon)} />
      <div className="flex-1">
        <p className="font-semibold">{band.title}</p>
        <p className="text-muted-foreground">
          {remaining === 1 ? 'This is your final tweet for today.' : 'You are close to your daily limit.'}
        </p>
      </div>
      <Button asChild size="sm" variant="premium">
        <Link to={paths.pricing}>
          <Crown aria-hidden="true" /> Upgrade
        </Link>
      </Button>
    </div>
  );
}

/** The two plans side by side, from the plan catalogue (the same lines as /pricing). */
const upgradePlans = [planOffers.free, planOffers.premium];

/** Replaces the form at the limit (spec §2). */
export function LimitReachedPanel({ message }: { message?: string | null }) {
  return (
    <Card role="region" aria-labelledby="tweet-limit-title" className="flex flex-col items-center gap-6 p-6 text-center sm:p-8">
      <span className="grid size-14 place-items-center rounded-2xl bg-danger/15 text-danger">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <div className="flex flex-col gap-2">
        <h2 id="tweet-limit-title" className="text-2xl font-bold">
          Daily Tweet Limit Reached
        </h2>
        <p className="max-w-md text-muted-foreground">
          {message ?? 'You have used all of today’s tweets.'} Your limit resets daily at midnight UTC.
        </p>
      </div>
      <div className="grid w-full gap-4 text-left sm:grid-cols-2">
        {upgradePlans.map((plan) => (
          <div
            key={plan.id}
            className={cn('min-w-0 rounded-xl border p-4', plan.id === 'premium' ? 'border-gold-400/40 bg-gold-400/5' : 'border-border')}
          >
            <p className="mb-2 flex items-center gap-1.5 font-semibold">
              {plan.id === 'premium' ? <Crown aria-hidden="true" className="size-4 text-gold-400" /> : null}
              {plan.name} · {plan.price} {plan.period}
            </p>
            <ul className="flex flex-col gap-1.5 text-sm text-muted-foreground">
              {plan.features.map((item) => (
                <li key={item} className="flex items-center gap-2">
                  <Check aria-hidden="true" className="size-3.5 text-success" /> {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild variant="premium">
          <Link to={paths.pricing}>
            <Crown aria-hidden="true" /> Upgrade Plan
          </Link>
        </Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" /> Check Again
        </Button>
      </div>
    </Card>
  );
}
