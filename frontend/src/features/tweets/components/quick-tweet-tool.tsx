import { PenLine } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useQuickTweet } from '../hooks/use-quick-tweet.ts';
import { QuickGenerateRow, QuickLimitBadge, QuickSuggestions, QuickTweetChoicesRow } from './quick-tweet-parts.tsx';

const loadResult = () => import('./quick-tweet-result.tsx');
const QuickTweetResult = lazy(() => loadResult().then((module) => ({ default: module.QuickTweetResult })));

/** The separate tweet-writing tool (spec §2, §3, §9), on the dashboard. */
export function QuickTweetTool() {
  const id = useId();
  const quick = useQuickTweet();
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1.5">
            <CardTitle id={`${id}-title`} className="flex items-center gap-2">
              <PenLine aria-hidden="true" className="size-5 text-primary" /> Quick Tweet
            </CardTitle>
            <CardDescription>Write one tweet without leaving the dashboard.</CardDescription>
          </div>
          <QuickLimitBadge remaining={quick.remaining} />
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-topic`}>Topic</Label>
          <Input
            id={`${id}-topic`}
            value={quick.topic}
            maxLength={500}
            placeholder="e.g. Why L2 fees keep falling"
            onChange={(event) => quick.setTopic(event.target.value)}
          />
        </div>
        <QuickTweetChoicesRow choices={quick.choices} choose={quick.choose} />
        <QuickSuggestions searching={quick.suggestions.searching} preview={quick.suggestions.preview} />
        <QuickGenerateRow
          atLimit={quick.remaining === 0}
          generating={quick.generating}
          canGenerate={quick.topic.trim() !== ''}
          onGenerate={() => {
            // Fetched while the tweet is written, so the result does not wait for its own code.
            void loadResult();
            quick.generate();
          }}
        />
        {quick.error ? (
          <p role="alert" className="text-sm text-danger">
            {quick.error}
          </p>
        ) : null}
        {quick.result ? (
          <Suspense fallback={null}>
            <QuickTweetResult tweet={quick.result} />
          </Suspense>
        ) : null}
      </CardContent>
    </Card>
  );
}
