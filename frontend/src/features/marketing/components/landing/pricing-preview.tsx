import { Check, Crown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FREE_THREADS_PER_DAY, PREMIUM_PRICE_USD } from '../../../../config/constants.ts';
import { paths } from '../../../../config/paths.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Section } from '../../../../components/ui/page-header.tsx';
import { cn } from '../../../../lib/utils.ts';
import { SectionHeading } from './section-heading.tsx';

const tiers = [
  {
    name: 'Free',
    price: '$0',
    period: 'forever',
    blurb: 'Try the studio and post a few great threads a day.',
    features: [
      `${FREE_THREADS_PER_DAY} threads per day`,
      'Educational and calm tones',
      'Custom-topic threads up to 8 posts',
      'Community support',
    ],
    cta: { label: 'Start for free', to: paths.signUp },
    featured: false,
  },
  {
    name: 'Pro',
    price: `$${PREMIUM_PRICE_USD}`,
    period: 'per month',
    blurb: 'For creators who post every day and want every edge.',
    features: [
      'Unlimited threads',
      'Token analysis with live prices',
      'Threads from any X post',
      'Degen, hype and shill tones',
      'Advanced analytics',
      'Priority support',
    ],
    cta: { label: 'Go Pro', to: paths.pricing },
    featured: true,
  },
] as const;

export function PricingPreview() {
  return (
    <Section className="py-20 sm:py-24" labelledBy="landing-pricing">
      <SectionHeading
        id="landing-pricing"
        eyebrow="Pricing"
        title="Start free. Go Pro when you are ready."
        description="Simple plans, paid in crypto. Limits reset every day at midnight UTC."
      />
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {tiers.map((tier) => (
          <article
            key={tier.name}
            aria-label={`${tier.name} plan`}
            className={cn(
              'relative flex flex-col gap-6 rounded-3xl border p-7',
              tier.featured ? 'border-brand-500/50 bg-gradient-to-b from-brand-500/10 to-card shadow-glow' : 'border-border bg-card',
            )}
          >
            {tier.featured ? (
              <Badge tone="premium" className="absolute top-6 right-6">
                <Crown aria-hidden="true" /> Best value
              </Badge>
            ) : null}
            <div className="space-y-2">
              <h3 className="text-xl font-semibold">{tier.name}</h3>
              <p className="text-sm text-muted-foreground">{tier.blurb}</p>
            </div>
            <p className="flex items-baseline gap-1.5">
              <span className="text-4xl font-bold tracking-tight">{tier.price}</span>
              <span className="text-muted-foreground">{tier.period}</span>
            </p>
            <ul className="flex flex-col gap-2.5 text-sm">
              {tier.features.map((feature) => (
                <li key={feature} className="flex items-center gap-2.5">
                  <Check aria-hidden="true" className={cn('size-4 shrink-0', tier.featured ? 'text-brand-400' : 'text-muted-foreground')} />
                  {feature}
                </li>
              ))}
            </ul>
            <Button asChild size="lg" variant={tier.featured ? 'primary' : 'secondary'} className="mt-auto">
              <Link to={tier.cta.to}>{tier.cta.label}</Link>
            </Button>
          </article>
        ))}
      </div>
    </Section>
  );
}
