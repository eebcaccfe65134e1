import { billingTerms, messages, paymentCurrencies, paymentCurrencyNames, planOffers } from '@chainscribe/contracts/catalogue';
import { Check, Crown, Sparkles } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { paths } from '../../../config/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { AppLink } from '../../../lib/navigation.tsx';
import { cn } from '../../../lib/utils.ts';
import { TeamsWaitlist } from './teams-waitlist.tsx';

const { free, premium } = planOffers;

function FeatureList({ items, highlight }: { items: readonly string[]; highlight?: boolean }) {
  return (
    <ul className="flex flex-col gap-3 text-sm">
      {items.map((item) => (
        <li key={item} className="flex items-center gap-3">
          <span
            className={cn(
              'grid size-5 shrink-0 place-items-center rounded-full',
              highlight ? 'bg-brand-500/20 text-brand-300' : 'bg-muted text-muted-foreground',
            )}
          >
            <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}

function PlanCard({
  name,
  price,
  period,
  tagline,
  badge,
  featured,
  children,
}: {
  name: string;
  price: string;
  period: string;
  tagline: string;
  badge?: ReactNode;
  featured?: boolean;
  children: ReactNode;
}) {
  return (
    <article
      aria-label={`${name} plan`}
      className={cn(
        'relative flex min-w-0 flex-col gap-6 rounded-3xl border p-6 sm:p-8',
        featured ? 'border-brand-500/50 bg-gradient-to-b from-brand-500/10 to-card shadow-glow' : 'border-border bg-card',
      )}
    >
      {badge ? <div className="absolute -top-3.5 left-1/2 -translate-x-1/2">{badge}</div> : null}
      <div className="space-y-2">
        <h2 className="flex items-center gap-2 text-xl font-semibold">
          {featured ? <Crown aria-hidden="true" className="size-5 text-gold-400" /> : null}
          {name}
        </h2>
        <p className="text-sm text-muted-foreground">{tagline}</p>
      </div>
      <p className="flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-5xl font-bold tracking-tight">{price}</span>
        <span className="text-muted-foreground">{period}</span>
      </p>
      {children}
    </article>
  );
}

function AcceptedCurrencies({ waitlistForm }: { waitlistForm: ComponentType }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
      <p className="text-sm text-muted-foreground">Pay with crypto through a secure hosted checkout. We accept:</p>
      <ul className="flex flex-wrap justify-center gap-2" aria-label="Accepted cryptocurrencies">
        {paymentCurrencies.map((currency) => (
          <li key={currency}>
            <Badge className="px-3 py-1 text-[0.8rem]">
              <span className="font-mono text-foreground">{currency}</span>
              <span className="hidden sm:inline">{paymentCurrencyNames[currency]}</span>
            </Badge>
          </li>
        ))}
      </ul>
      <p className="text-xs text-muted-foreground">{billingTerms.renewal}</p>
      <p className="text-xs text-muted-foreground">{billingTerms.refunds}</p>
      <TeamsWaitlist Form={waitlistForm} />
    </div>
  );
}

/** Premium's button as it reads before anything is under way. */
export function UpgradeButton({ onUpgrade }: { onUpgrade: () => void }) {
  return (
    <Button size="lg" className="w-full" onClick={onUpgrade}>
      <Sparkles aria-hidden="true" /> Upgrade to {premium.name}
    </Button>
  );
}

/** Free's button for someone without an account: an account, not 'Current Plan'. */
export function StartForFree() {
  return (
    <Button asChild variant="outline" size="lg" className="w-full">
      <AppLink to={paths.signUp}>Start for free</AppLink>
    </Button>
  );
}

/** Under Premium's button once a visitor has pressed it. */
export function SignInToUpgrade() {
  return (
    <p role="alert" className="text-center text-sm text-warning">
      {messages.signInToUpgrade}.{' '}
      <AppLink to={paths.signIn} className="font-semibold text-primary underline-offset-4 hover:underline">
        Sign in
      </AppLink>{' '}
      or{' '}
      <AppLink to={paths.signUp} className="font-semibold text-primary underline-offset-4 hover:underline">
        create a free account
      </AppLink>
      .
    </p>
  );
}

/**
 * 'Choose Your Plan' (spec §2): the Free and Premium cards, the coins and terms, and the teams
 * waitlist. Who is looking decides the buttons: the app's plans (`pricing-plans.tsx`) know the
 * account, the visitors' bundle's (`visitor-pricing-plans.tsx`) know there is none.
 */
export function PlanChoice({
  freeAction,
  premiumAction,
  waitlistForm,
}: {
  freeAction: ReactNode;
  premiumAction: ReactNode;
  waitlistForm: ComponentType;
}) {
  return (
    <div className="flex flex-col gap-10">
      <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6 md:grid-cols-2 md:gap-8">
        <PlanCard name={free.name} price={free.price} period={free.period} tagline={free.tagline}>
          <FeatureList items={free.features} />
          <div className="mt-auto">{freeAction}</div>
        </PlanCard>
        <PlanCard
          name={premium.name}
          price={premium.price}
          period={premium.period}
          tagline={premium.tagline}
          featured
          badge={
            <Badge tone="brand" className="border-brand-500/60 bg-brand-600 px-3 py-1 text-white dark:text-white">
              Most Popular
            </Badge>
          }
        >
          <FeatureList items={premium.features} highlight />
          <div className="mt-auto flex flex-col gap-3">{premiumAction}</div>
        </PlanCard>
      </div>
      <AcceptedCurrencies waitlistForm={waitlistForm} />
    </div>
  );
}
