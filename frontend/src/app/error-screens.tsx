import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { StatusScreen } from '../components/ui/status-screen.tsx';
import { AppErrorScreen } from './app-error-screen.tsx';

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
