import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Section } from '../../../components/ui/page-header.tsx';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A legal page: title, last-updated date, a table of contents and numbered sections. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  return (
    <Section className="py-16 sm:py-24">
      <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[14rem_1fr]">
        <nav aria-label="On this page" className="hidden lg:block">
          <div className="sticky top-24">
            <p className="mb-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">On this page</p>
            <ol className="flex flex-col gap-1.5 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-muted-foreground transition-colors hover:text-foreground">
                    {index + 1}. {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <article className="flex flex-col gap-8">
          <header className="flex flex-col gap-4 border-b border-border pb-8">
            <Badge tone="brand" className="self-start">
              Legal
            </Badge>
            <h1 className="text-4xl font-bold tracking-tight">{title}</h1>
            <p className="text-sm text-muted-foreground">Last updated: {updated}</p>
            <div className="leading-relaxed text-muted-foreground">{intro}</div>
          </header>
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-24">
              <h2 id={`${section.id}-title`} className="mb-3 text-xl font-semibold">
                {index + 1}. {section.title}
              </h2>
              <div className="flex flex-col gap-3 leading-relaxed text-muted-foreground [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-foreground">
                {section.body}
              </div>
            </section>
          ))}
        </article>
      </div>
    </Section>
  );
}
