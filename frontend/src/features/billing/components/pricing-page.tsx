import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { PageHeader, Section } from '../../../components/ui/page-header.tsx';

/** The pricing page around its plans, the same for the app and the visitors' bundle. */
export function PricingPage({ plans }: { plans: ReactNode }) {
  return (
    <div className="bg-aurora">
      <title>Pricing · Chainscribe</title>
      <Section className="pt-16 pb-12 sm:pt-24">
        <PageHeader
          eyebrow={<Badge tone="brand">Pricing</Badge>}
          title="Choose Your Plan"
          description="Start free and upgrade when you are ready. Premium unlocks unlimited threads, every tone and live market data."
        />
      </Section>
      <Section className="pb-24">{plans}</Section>
    </div>
  );
}
