import { ChartColumn, Coins, Quote, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';

const highlights = [
  { icon: Sparkles, text: 'Threads with a hook, a story and a call to action, in your tone' },
  { icon: Coins, text: 'Token breakdowns that pull in live market data' },
  { icon: ChartColumn, text: 'Analytics that show which topics your audience wants' },
];

/** Two columns on desktop (the pitch and the form), the form alone on phones. */
export function AuthShell({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  return (
    <div className="bg-aurora relative">
      <div className="mx-auto grid min-h-[calc(100dvh-4rem)] w-full max-w-6xl items-center gap-12 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:px-8 lg:py-16">
        <aside className="hidden flex-col gap-8 lg:flex" aria-label="Why creators use Chainscribe">
          <h2 className="text-4xl font-bold tracking-tight text-balance">
            Your next viral thread is <span className="text-gradient">one prompt away.</span>
          </h2>
          <ul className="flex flex-col gap-4">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-muted-foreground">
                <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary/15 text-primary">
                  <Icon aria-hidden="true" className="size-4.5" />
                </span>
                {text}
              </li>
            ))}
          </ul>
          <figure className="rounded-2xl border border-border bg-card/70 p-6">
            <Quote aria-hidden="true" className="size-5 text-primary" />
            <blockquote className="mt-3 text-sm leading-relaxed">
              “I went from posting twice a week to every day. The token threads alone doubled my profile visits.”
            </blockquote>
            <figcaption className="mt-4 text-xs text-muted-foreground">Maya R. · DeFi researcher, 48k followers</figcaption>
          </figure>
        </aside>
        <Card className="mx-auto w-full max-w-md p-6 sm:p-8">
          <div className="mb-6 space-y-1.5">
            <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
          {children}
        </Card>
      </div>
    </div>
  );
}
