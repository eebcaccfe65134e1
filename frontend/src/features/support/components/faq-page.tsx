import { LifeBuoy } from 'lucide-react';
import { AppLink } from '../../../lib/navigation.tsx';
import { paths } from '../../../config/paths.ts';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader, Section } from '../../../components/ui/page-header.tsx';
import { faqCategories } from '../utils/faq-content.ts';

/** FAQ: four categories, one accordion, one item open at a time (spec §2, §4). */
export function FaqPage() {
  return (
    <div className="bg-aurora">
      <Section className="pt-16 pb-10 sm:pt-24">
        <PageHeader
          eyebrow={<Badge tone="brand">FAQ</Badge>}
          title="Frequently asked questions"
          description="Everything about writing with Chainscribe, plans and payments, and keeping your account safe."
        />
      </Section>
      <Section className="pb-24">
        <Accordion type="single" collapsible className="mx-auto flex max-w-3xl flex-col gap-8">
          {faqCategories.map((category) => (
            <section
              key={category.id}
              aria-labelledby={`faq-${category.id}`}
              className="rounded-2xl border border-border bg-card px-6 py-2"
            >
              <h2 id={`faq-${category.id}`} className="pt-5 pb-1 text-sm font-semibold tracking-wider text-primary uppercase">
                {category.title}
              </h2>
              {category.items.map((item) => (
                <AccordionItem key={item.id} value={`${category.id}/${item.id}`}>
                  <AccordionTrigger>{item.question}</AccordionTrigger>
                  <AccordionContent>{item.answer}</AccordionContent>
                </AccordionItem>
              ))}
            </section>
          ))}
        </Accordion>
        <div className="mx-auto mt-12 flex max-w-3xl flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center">
          <LifeBuoy aria-hidden="true" className="size-8 text-primary" />
          <h2 className="text-xl font-semibold">Still have questions?</h2>
          <p className="text-sm text-muted-foreground">Our team answers within 24 hours.</p>
          <Button asChild>
            <AppLink to={paths.contact}>Contact support</AppLink>
          </Button>
        </div>
      </Section>
    </div>
  );
}
