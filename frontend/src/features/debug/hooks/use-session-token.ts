import { messages } from '@chainscribe/contracts/catalogue';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { toast } from '../../../lib/toast.ts';

/** The current access token, fetched on demand, and a copy that says when the clipboard refuses. */
export function useSessionToken() {
  const auth = useAuth();
  const [token, setToken] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const fetchToken = async () => {
    setLoading(true);
    setError(null);
    try {
      const value = await auth.getToken();
      if (!value) throw new Error('no active session');
      setToken(value);
    } catch (failure) {
      setToken(null);
      setError(messages.failedToGetToken(errorMessage(failure, 'unknown error')));
    } finally {
      setLoading(false);
    }
  };

  const copy = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token);
      toast.success('Token copied');
    } catch {
      toast.error('Could not copy: select the text and copy it by hand');
    }
  };

  return { token, error, loading, fetchToken, copy };
}
