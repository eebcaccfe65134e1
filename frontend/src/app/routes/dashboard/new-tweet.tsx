import { MessageSquareText } from 'lucide-react';
import { ComingSoon } from './coming-soon.tsx';

// Placeholder until the tweet generator feature lands (issue 9).
export function NewTweetRoute() {
  return <ComingSoon title="Tweet Generator" icon={<MessageSquareText aria-hidden="true" className="size-6" />} description="The tweet generator is coming soon: research a topic, pick a tone and get scored variations." />;
}
