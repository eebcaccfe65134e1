import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { publisherMessages } from '@chainscribe/contracts';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCompleteXConnection } from '../api/complete-x-connection.ts';

/**
 * Where X sends the browser back: hands state and code (or X's error) to the publisher once, then
 * returns to settings with a toast either way.
 */
export function XCallbackPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteXConnection();
  const sent = useRef(false);

  useEffect(() => {
    // Once: a code is single use, and React may run effects twice in development.
    if (sent.current) return;
    sent.current = true;
    const state = search.get('state') ?? '';
    const code = search.get('code') ?? undefined;
    const error = search.get('error') ?? undefined;
    const done = () => void navigate(paths.settings, { replace: true });
    if (!state || (!code && !error)) {
      toast.error(publisherMessages.connectExpired);
      return done();
    }
    complete.mutate(
      { state, code, error },
      {
        onSuccess: (connection) => toast.success(`X connected as @${connection.account?.username ?? ''}`),
        onError: (err) => toast.error(errorMessage(err, publisherMessages.connectDenied)),
        onSettled: done,
      },
    );
  }, [complete, navigate, search]);

  return <InlineLoading message="Connecting your X account..." />;
}
