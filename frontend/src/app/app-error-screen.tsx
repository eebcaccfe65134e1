import { RefreshCw } from 'lucide-react';
import { messages } from '@chainscribe/contracts/catalogue';
import { Button } from '../components/ui/button.tsx';
import { StatusScreen } from '../components/ui/status-screen.tsx';

/** The top-level error screen (spec §2): 'Something went wrong.', the message, 'Reload Application'. */
export function AppErrorScreen({ message }: { message: string }) {
  return (
    <StatusScreen
      title={messages.somethingWentWrong}
      tone="danger"
      actions={
        <Button onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" /> Reload Application
        </Button>
      }
    >
      <p className="rounded-xl border border-border bg-card px-4 py-3 font-mono text-xs break-words">{message}</p>
    </StatusScreen>
  );
}
