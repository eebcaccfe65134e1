import { Check, Crown } from 'lucide-react';
import { AppLink } from '../../../../lib/navigation.tsx';
import { billingTerms, planOffers } from '@chainscribe/contracts/catalogue';
import { paths } from '../../../../config/paths.ts';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Section } from '../../../../components/ui/page-header.tsx';
import { cn } from '../../../../lib/utils.ts';
import { SectionHeading } from './section-heading.tsx';

const { free, premium } = planOffers;

/** The landing page's two cards: names, prices and feature lines from the plan catalogue. */
const tiers = [
  { offer: free, cta: { label: 'Start for free', to: paths.signUp }, featured: false },
  { offer: premium, cta: { label: `Go ${premium.name}`, to: paths.pricing }, featured: true },
] as const;

export function PricingPreview() {
  return (
    <Section className="py-20 sm:py-24" labelledBy="landing-pricing">
      <SectionHeading
        id="landing-pricing"
        eyebrow="Pricing"
        title={`Start free. Go ${premium.name} when you are ready.`}
        description={`Simple plans, paid in crypto. ${billingTerms.limitsReset}`}
      />
      <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6 md:grid-cols-2">
        {tiers.map(({ offer, cta, featured }) => (
          <article
            key={offer.id}
            aria-label={`${offer.name} plan`}
            className={cn(
              'relative flex flex-col gap-6 rounded-3xl border p-7',
              featured ? 'border-brand-500/50 bg-gradient-to-b from-brand-500/10 to-card shadow-glow' : 'border-border bg-card',
            )}
          >
            {featured ? (
              <Badge tone="premium" className="absolute top-6 right-6">
                <Crown aria-hidden="true" /> Most Popular
              </Badge>
            ) : null}
            <div className="space-y-2">
              <h3 className="text-xl font-semibold">{offer.name}</h3>
              <p className="text-sm text-muted-foreground">{offer.tagline}</p>
            </div>
            <p className="flex flex-wrap items-baseline gap-x-1.5">
              <span className="text-4xl font-bold tracking-tight">{offer.price}</span>
              <span className="text-muted-foreground">{offer.period}</span>
            </p>
            <ul className="flex flex-col gap-2.5 text-sm">
              {offer.features.map((feature) => (
                <li key={feature} className="flex items-center gap-2.5">
                  <Check aria-hidden="true" className={cn('size-4 shrink-0', featured ? 'text-brand-400' : 'text-muted-foreground')} />
                  {feature}
                </li>
              ))}
            </ul>
            <Button asChild size="lg" variant={featured ? 'primary' : 'secondary'} className="mt-auto">
              <AppLink to={cta.to}>{cta.label}</AppLink>
            </Button>
          </article>
        ))}
      </div>
    </Section>
  );
}
