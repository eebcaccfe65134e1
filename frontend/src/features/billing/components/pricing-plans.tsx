import { Check, Crown, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messages, paymentCurrencies, paymentCurrencyNames } from '@chainscribe/contracts';
import { FREE_THREADS_PER_DAY, PREMIUM_PRICE_USD } from '../../../config/constants.ts';
import { paths } from '../../../config/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { isPremiumUser, useMe } from '../../../lib/current-user/get-me.ts';
import { cn } from '../../../lib/utils.ts';
import { useUpgrade } from '../hooks/use-upgrade.ts';
import { UpgradeModal } from './upgrade-modal.tsx';

const freeFeatures = [`${FREE_THREADS_PER_DAY} threads per day`, 'Basic templates', 'Community support'];
const premiumFeatures = ['Unlimited threads', 'Premium templates', 'Advanced analytics', 'Priority support'];

function FeatureList({ items, highlight }: { items: string[]; highlight?: boolean }) {
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
        'relative flex flex-col gap-6 rounded-3xl border p-7 sm:p-8',
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
      <p className="flex items-baseline gap-1.5">
        <span className="text-5xl font-bold tracking-tight">{price}</span>
        <span className="text-muted-foreground">{period}</span>
      </p>
      {children}
    </article>
  );
}

function PremiumAction({
  premium,
  pending,
  checkingPlan,
  onUpgrade,
}: {
  premium: boolean;
  pending: boolean;
  checkingPlan: boolean;
  onUpgrade: () => void;
}) {
  if (premium) {
    return (
      <Button variant="secondary" size="lg" className="w-full" disabled>
        ✓ Current Plan
      </Button>
    );
  }
  return (
    <Button size="lg" className="w-full" onClick={onUpgrade} disabled={pending || checkingPlan}>
      {pending ? (
        <>
          <Spinner /> Redirecting to checkout...
        </>
      ) : checkingPlan ? (
        <>
          <Spinner /> Checking your plan...
        </>
      ) : (
        <>
          <Sparkles aria-hidden="true" /> Upgrade to Premium
        </>
      )}
    </Button>
  );
}

function SignInToUpgrade() {
  return (
    <p role="alert" className="text-center text-sm text-warning">
      {messages.signInToUpgrade}.{' '}
      <Link to={paths.signIn} className="font-semibold text-primary underline-offset-4 hover:underline">
        Sign in
      </Link>{' '}
      or{' '}
      <Link to={paths.signUp} className="font-semibold text-primary underline-offset-4 hover:underline">
        create a free account
      </Link>
      .
    </p>
  );
}

function AcceptedCurrencies() {
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
      <p className="text-xs text-muted-foreground">
        Premium lasts 30 days per payment and never renews on its own: no card on file, no surprise charges.
      </p>
      <UpgradeModal />
    </div>
  );
}

/** 'Choose Your Plan' (spec §2): the Free and Premium cards with their button states. */
export function PricingPlans() {
  const auth = useAuth();
  const me = useMe();
  const { upgrade, pending, needsSignIn } = useUpgrade();
  const signedIn = auth.status === 'signed-in';
  const premium = isPremiumUser(me.data);
  return (
    <div className="flex flex-col gap-10">
      <div className="mx-auto grid w-full max-w-4xl gap-6 md:grid-cols-2 md:gap-8">
        <PlanCard name="Free" price="$0" period="forever" tagline="Everything you need to find your voice on Crypto Twitter.">
          <FeatureList items={freeFeatures} />
          <div className="mt-auto">
            <Button variant="outline" size="lg" className="w-full" disabled>
              {premium ? 'Included in Premium' : 'Current Plan'}
            </Button>
          </div>
        </PlanCard>
        <PlanCard
          name="Premium"
          price={`$${PREMIUM_PRICE_USD}`}
          period="per month"
          tagline="For creators who post daily and want every edge."
          featured
          badge={
            <Badge tone="brand" className="border-brand-500/60 bg-brand-600 px-3 py-1 text-white dark:text-white">
              Most Popular
            </Badge>
          }
        >
          <FeatureList items={premiumFeatures} highlight />
          <div className="mt-auto flex flex-col gap-3">
            <PremiumAction premium={premium} pending={pending} checkingPlan={signedIn && me.isPending} onUpgrade={upgrade} />
            {needsSignIn && !signedIn ? <SignInToUpgrade /> : null}
          </div>
        </PlanCard>
      </div>
      <AcceptedCurrencies />
    </div>
  );
}
