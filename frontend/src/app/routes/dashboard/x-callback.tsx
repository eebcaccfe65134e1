import { XCallbackPage } from '../../../features/publishing/components/x-callback-page.tsx';

/** /dashboard/settings/x/callback: where X sends the browser back after Connect X. */
export function XCallbackRoute() {
  return (
    <>
      <title>Connecting X · Chainscribe</title>
      <XCallbackPage />
    </>
  );
}
