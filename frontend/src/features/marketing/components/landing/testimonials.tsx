import { Star } from 'lucide-react';
import { Container } from '../../../../components/ui/page-header.tsx';
import { SectionHeading } from './section-heading.tsx';

const testimonials = [
  {
    quote:
      'I used to spend an evening on every token deep-dive. Now I start from a solid draft with the numbers already in, and spend my time on the take.',
    name: 'Maya Rios',
    role: 'DeFi researcher · 48k followers',
    initials: 'MR',
  },
  {
    quote:
      'The hook styles are the secret sauce. My first three threads with Chainscribe did more impressions than my whole previous month.',
    name: 'Kenji Watanabe',
    role: 'NFT collector and host · 21k followers',
    initials: 'KW',
  },
  {
    quote:
      'We run the socials for a small L2. Research mode finds the accounts worth tagging and the hashtags people actually use this week.',
    name: 'Ada Okafor',
    role: 'Community lead at a rollup project',
    initials: 'AO',
  },
];

export function Testimonials() {
  return (
    <section className="border-y border-border bg-muted/30 py-20 sm:py-24" aria-labelledby="landing-testimonials">
      <Container>
        <SectionHeading
          id="landing-testimonials"
          eyebrow="Loved by creators"
          title="Writers on Crypto Twitter ship more with Chainscribe"
        />
        <ul className="grid gap-5 md:grid-cols-3">
          {testimonials.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col gap-5 rounded-2xl border border-border bg-card p-6">
                <div className="flex gap-0.5 text-gold-400" role="img" aria-label="Rated 5 out of 5">
                  {Array.from({ length: 5 }, (_, index) => (
                    <Star key={index} aria-hidden="true" className="size-4 fill-current" />
                  ))}
                </div>
                <blockquote className="flex-1 text-sm leading-relaxed">“{item.quote}”</blockquote>
                <figcaption className="flex items-center gap-3">
                  <span className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-brand-500/40 to-chain-500/40 text-sm font-semibold">
                    {item.initials}
                  </span>
                  <span className="leading-tight">
                    <span className="block text-sm font-semibold">{item.name}</span>
                    <span className="block text-xs text-muted-foreground">{item.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
