import { Copy, FlaskConical, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { messages } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useTestAuth } from '../api/auth-debug.ts';

/** /debug/token (spec §2): who is signed in, the raw access token, and what the gateway makes of it. */
export function TokenDebug() {
  const auth = useAuth();
  const testAuth = useTestAuth();
  const [token, setToken] = useState<string | null>(null);
  const [tokenError, setTokenError] = useState<string | null>(null);
  const [loadingToken, setLoadingToken] = useState(false);

  const getToken = async () => {
    setLoadingToken(true);
    setTokenError(null);
    try {
      const value = await auth.getToken();
      if (!value) throw new Error('no active session');
      setToken(value);
    } catch (error) {
      setToken(null);
      setTokenError(messages.failedToGetToken(errorMessage(error, 'unknown error')));
    } finally {
      setLoadingToken(false);
    }
  };

  const copyToken = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token);
      toast.success('Token copied');
    } catch {
      toast.error('Could not copy: select the text and copy it by hand');
    }
  };

  const statusBadge =
    auth.status === 'signed-in' ? <Badge tone="success">Signed in</Badge> : auth.status === 'loading' ? <Badge tone="warning">Loading</Badge> : <Badge tone="danger">Signed out</Badge>;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <div className="flex flex-col gap-2">
        <Badge tone="warning" className="self-start">
          Developer tool
        </Badge>
        <h1 className="text-3xl font-bold tracking-tight">Token debugger</h1>
        <p className="text-muted-foreground">Inspect the current session token and check how the gateway verifies it. Never share a token: it grants access to your account.</p>
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Session</CardTitle>
          <CardDescription>Auth mode: {auth.mode}</CardDescription>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">User ID</dt>
              <dd className="mt-1 font-mono break-all">{auth.identity?.id ?? 'Not signed in'}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Token status</dt>
              <dd className="mt-1">{statusBadge}</dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button onClick={() => void getToken()} disabled={loadingToken}>
              {loadingToken ? <Spinner /> : <KeyRound aria-hidden="true" />} Get Token
            </Button>
            <Button variant="secondary" onClick={() => testAuth.mutate()} disabled={testAuth.isPending}>
              {testAuth.isPending ? <Spinner /> : <FlaskConical aria-hidden="true" />} Test Auth
            </Button>
          </div>
        </CardContent>
      </Card>

      {tokenError ? <Alert tone="danger" role="alert" title={tokenError} /> : null}
      {token ? (
        <Card>
          <CardHeader className="flex-row items-center justify-between">
            <CardTitle>Access token</CardTitle>
            <Button size="sm" variant="ghost" onClick={() => void copyToken()}>
              <Copy aria-hidden="true" /> Copy
            </Button>
          </CardHeader>
          <CardContent>
            <pre aria-label="Access token" className="max-h-48 overflow-auto rounded-xl border border-border bg-background p-4 font-mono text-xs break-all whitespace-pre-wrap">
              {token}
            </pre>
          </CardContent>
        </Card>
      ) : null}

      {testAuth.isError ? <Alert tone="danger" role="alert" title={messages.authTestFailed(errorMessage(testAuth.error, 'unknown error'))} /> : null}
      {testAuth.data ? (
        <Card>
          <CardHeader>
            <CardTitle>Auth test result</CardTitle>
          </CardHeader>
          <CardContent>
            <pre aria-label="Auth test result" className="overflow-auto rounded-xl border border-border bg-background p-4 font-mono text-xs">
              {JSON.stringify(testAuth.data, null, 2)}
            </pre>
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
