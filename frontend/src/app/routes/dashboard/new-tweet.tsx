import { TweetGeneratorPage } from '../../../features/tweets/components/tweet-generator-page.tsx';

export function NewTweetRoute() {
  return <TweetGeneratorPage />;
}
