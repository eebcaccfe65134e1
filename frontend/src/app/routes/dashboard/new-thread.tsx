import { FileText } from 'lucide-react';
import { ComingSoon } from './coming-soon.tsx';

// Placeholder until the thread generator feature lands (issue 9).
export function NewThreadRoute() {
  return <ComingSoon title="New Thread" icon={<FileText aria-hidden="true" className="size-6" />} description="The thread generator is coming soon: topics, tokens with live data and X posts, in the tone and hook style you choose." />;
}
