import type { LucideIcon } from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The icon-title-text cards the landing page and the Features page share. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className="group rounded-2xl border border-border bg-card p-6 transition-colors hover:border-primary/40">
          <span className="mb-5 grid size-11 place-items-center rounded-xl bg-gradient-to-br from-brand-500/20 to-chain-500/20 text-primary transition-transform group-hover:scale-105">
            <Icon aria-hidden="true" className="size-5" />
          </span>
          <h3 className="mb-2 font-semibold">{title}</h3>
          <p className="text-sm leading-relaxed text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
