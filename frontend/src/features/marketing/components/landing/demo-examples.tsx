import { ArrowDown, Coins, FileText, MessageSquareText } from 'lucide-react';
import { Container } from '../../../../components/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../../components/ui/tabs.tsx';
import { SectionHeading } from './section-heading.tsx';

const examples = [
  {
    id: 'token',
    label: 'Token analysis',
    icon: Coins,
    input: 'Token: $SOL · Tone: Educational · Hook: Stat · 5 posts · Include price',
    output: [
      'Solana processed more transactions last month than every other major chain combined. Here is why that matters, and what could break it:',
      'Price check: $SOL is up on the week while volume climbs. Activity, not hype, is doing the heavy lifting this time.',
      'The bull case: cheap fees, a thriving memecoin scene and payments apps that actually ship. The bear case: client diversity and outage history.',
    ],
  },
  {
    id: 'topic',
    label: 'Custom topic',
    icon: FileText,
    input: 'Topic: How to spot a rug pull before it happens · Tone: Calm · Hook: Question',
    output: [
      'Would you know a rug pull if you saw one a week before it happened? Most people do not. Five signs I check every single time:',
      '1. Liquidity that is not locked, or locked for days instead of months. If the team can pull it, assume they might.',
      '2. Contract ownership not renounced, with functions like mint or blacklist still live. Read the contract or ask someone who can.',
    ],
  },
  {
    id: 'tweet',
    label: 'Single tweet',
    icon: MessageSquareText,
    input: 'Topic: Bitcoin ETF inflows · Type: Hot take · Audience: Investors · Variations: 3',
    output: [
      'ETF inflows are not the bull case. They are the boring plumbing that makes the bull case possible. The real story is who is buying, and how long they hold. #Bitcoin #ETF',
    ],
  },
] as const;

export function DemoExamples() {
  return (
    <section className="border-y border-border bg-muted/30 py-20 sm:py-24" aria-labelledby="landing-demo">
      <Container>
        <SectionHeading
          id="landing-demo"
          eyebrow="See it in action"
          title="From a one-line prompt to a ready-to-post thread"
          description="Real examples of what you type and what you get back. Edit anything before you post."
        />
        <Tabs defaultValue="token" className="mx-auto max-w-3xl">
          <div className="flex justify-center">
            <TabsList aria-label="Example prompts">
              {examples.map(({ id, label, icon: Icon }) => (
                <TabsTrigger key={id} value={id}>
                  <Icon aria-hidden="true" /> {label}
                </TabsTrigger>
              ))}
            </TabsList>
          </div>
          {examples.map(({ id, input, output }) => (
            <TabsContent key={id} value={id}>
              <div className="flex flex-col items-center gap-3">
                <div className="w-full rounded-xl border border-dashed border-border bg-card/60 px-4 py-3 font-mono text-xs text-muted-foreground sm:text-sm">
                  {input}
                </div>
                <ArrowDown aria-hidden="true" className="size-5 text-primary" />
                <ol className="flex w-full flex-col gap-3">
                  {output.map((tweet, index) => (
                    <li key={tweet} className="rounded-xl border border-border bg-card p-4 text-sm leading-relaxed shadow-sm">
                      {output.length > 1 ? (
                        <span className="mb-1 block text-xs font-semibold text-primary dark:text-brand-400">{index + 1}/5</span>
                      ) : null}
                      {tweet}
                    </li>
                  ))}
                </ol>
              </div>
            </TabsContent>
          ))}
        </Tabs>
      </Container>
    </section>
  );
}
