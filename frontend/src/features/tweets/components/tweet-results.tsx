import { BrainCircuit, Star, TrendingUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { TweetVariation } from '@chainscribe/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { TweetCounter } from './tweet-counter.tsx';
import { HashtagChips } from './hashtag-chips.tsx';
import { CopyTweetButton, TweetText } from './tweet-parts.tsx';

function VariationCard({ variation }: { variation: TweetVariation }) {
  return (
    <Card className="flex flex-col gap-4 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={variation.score >= 7 ? 'success' : variation.score >= 4 ? 'warning' : 'danger'}>
          <Star aria-hidden="true" /> Score {Number.isInteger(variation.score) ? variation.score : variation.score.toFixed(1)}/10
        </Badge>
        <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
          <TrendingUp aria-hidden="true" className="size-3.5" /> {variation.engagement_prediction}
        </span>
        <CopyTweetButton text={variation.content} className="ml-auto" />
      </div>
      <TweetText text={variation.content} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <HashtagChips tags={variation.hashtags} />
        <TweetCounter text={variation.content} />
      </div>
      {variation.reasoning ? (
        <div className="rounded-xl border border-border bg-muted/40 p-3.5">
          <p className="mb-1 flex items-center gap-1.5 text-xs font-semibold">
            <BrainCircuit aria-hidden="true" className="size-3.5 text-primary" /> AI Reasoning
          </p>
          <p className="text-sm text-muted-foreground">{variation.reasoning}</p>
        </div>
      ) : null}
    </Card>
  );
}

/** Results (spec §2): one card, or a 'Variation 1..n' tab row when several came back. */
export function TweetResults({ variations }: { variations: TweetVariation[] }) {
  const [first] = variations;
  const section = useRef<HTMLElement>(null);
  // The form is long: bring fresh results into view instead of leaving them below the fold.
  useEffect(() => {
    section.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [variations]);
  if (!first) return null;
  return (
    <section ref={section} aria-label="Generated tweets" className="flex scroll-mt-24 flex-col gap-3">
      <h2 className="text-lg font-semibold">{variations.length > 1 ? 'Your variations' : 'Your tweet'}</h2>
      {variations.length > 1 ? (
        // Keyed by the result, so a new generation opens on its own first variation.
        <Tabs key={first.id} defaultValue={first.id}>
          <TabsList aria-label="Variations">
            {variations.map((variation, index) => (
              <TabsTrigger key={variation.id} value={variation.id}>
                Variation {index + 1}
              </TabsTrigger>
            ))}
          </TabsList>
          {variations.map((variation) => (
            <TabsContent key={variation.id} value={variation.id} className="mt-3">
              <VariationCard variation={variation} />
            </TabsContent>
          ))}
        </Tabs>
      ) : (
        <VariationCard variation={first} />
      )}
    </section>
  );
}
