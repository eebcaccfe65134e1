import { AppPageHeader } from '../../../components/ui/app-page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useTweetGenerator } from '../hooks/use-tweet-generator.ts';
import { DailyLimitFigure, LimitReachedPanel, RemainingBanner } from './limit-states.tsx';
import { LatestTweetCard, RecentTweets } from './session-tweets.tsx';
import { SignedOutPrompt } from './signed-out-prompt.tsx';
import { TweetGeneratorForm } from './tweet-form.tsx';
import { TweetResults } from './tweet-results.tsx';

function TweetGeneratorHeader({ remaining }: { remaining: number | null }) {
  return (
    <>
      <title>Tweet Generator · Chainscribe</title>
      <AppPageHeader
        title="Tweet Generator"
        description="Research a topic, pick a voice and get scored tweets ready for X."
        actions={<DailyLimitFigure remaining={remaining} />}
      />
    </>
  );
}

function SignedInTweetGenerator() {
  const generator = useTweetGenerator();
  const { remaining, research } = generator;
  const [latest, ...earlier] = generator.sessionTweets;
  return (
    <div className="flex flex-col gap-8">
      <TweetGeneratorHeader remaining={remaining} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          {remaining === 0 ? (
            <LimitReachedPanel message={generator.limitMessage} />
          ) : (
            <>
              {remaining !== null ? <RemainingBanner remaining={remaining} /> : null}
              <Card className="p-5 sm:p-6">
                <TweetGeneratorForm
                  form={generator.form}
                  setField={generator.setField}
                  busy={generator.busy}
                  remaining={remaining}
                  researchStatus={research.topicResearch.status}
                  research={research.topicResearch.result}
                  researchHint={research.hint}
                  onResearch={() => void research.run(generator.form)}
                  onSubmit={() => void generator.submit()}
                />
                {generator.error ? <Alert tone="danger" role="alert" title={generator.error} className="mt-5" /> : null}
              </Card>
            </>
          )}
          {generator.variations.length > 0 ? <TweetResults variations={generator.variations} /> : null}
        </div>
        <aside className="flex flex-col gap-6" aria-label="Your tweets">
          <LatestTweetCard tweet={latest} />
          <RecentTweets tweets={earlier} />
        </aside>
      </div>
    </div>
  );
}

/** /dashboard/new-tweet (spec §2, §4, §5, §8). */
export function TweetGeneratorPage() {
  const auth = useAuth();
  if (auth.status === 'signed-in') return <SignedInTweetGenerator />;
  return (
    <div className="flex flex-col gap-8">
      <TweetGeneratorHeader remaining={null} />
      <SignedOutPrompt />
    </div>
  );
}
