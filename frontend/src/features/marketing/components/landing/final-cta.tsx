import { ArrowRight } from 'lucide-react';
import { AppLink } from '../../../../lib/navigation.tsx';
import { planOffers } from '@chainscribe/contracts/catalogue';
import { paths } from '../../../../config/paths.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Section } from '../../../../components/ui/page-header.tsx';

export function FinalCta() {
  return (
    <Section className="py-20 sm:py-24" labelledBy="landing-cta">
      <div className="relative overflow-hidden rounded-3xl border border-brand-500/30 bg-gradient-to-br from-brand-700/40 via-card to-chain-500/20 px-6 py-14 text-center sm:px-12">
        <div className="bg-grid pointer-events-none absolute inset-0 opacity-60" aria-hidden="true" />
        <div className="relative mx-auto flex max-w-2xl flex-col items-center gap-5">
          <h2 id="landing-cta" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            Ready to own your corner of the timeline?
          </h2>
          <p className="text-pretty text-muted-foreground">
            Write your first thread in under a minute. The {planOffers.free.name} plan is free forever.
          </p>
          <Button asChild size="lg">
            <AppLink to={paths.dashboard}>
              Launch App <ArrowRight aria-hidden="true" />
            </AppLink>
          </Button>
        </div>
      </div>
    </Section>
  );
}
