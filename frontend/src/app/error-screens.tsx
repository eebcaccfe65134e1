import { RefreshCw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { messages } from '@chainscribe/contracts';
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

/** Render failures inside routes land here (react-router catches them before any outer boundary). */
export function RouteErrorScreen() {
  const error = useRouteError();
  console.error('Route failed to render', error);
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'An unexpected error occurred.';
  return <AppErrorScreen message={message} />;
}

/** Clerk mode without a publishable key (spec §2 'Authentication Error'). */
export function AuthConfigErrorScreen() {
  return (
    <StatusScreen title="Authentication Error" tone="danger">
      <p>
        The authentication publishable key is missing. Please check your environment settings (VITE_CLERK_PUBLISHABLE_KEY) and rebuild the
        app.
      </p>
    </StatusScreen>
  );
}
