import { messages } from '@chainscribe/contracts/catalogue';
import { Copy, FlaskConical, KeyRound } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { AppPageHeader } from '../../../components/ui/app-page-header.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import type { AuthStatus } from '../../../lib/auth/auth-context.ts';
import { useSessionToken } from '../hooks/use-session-token.ts';
import { useTestAuth } from '../api/auth-debug.ts';

function StatusBadge({ status }: { status: AuthStatus }) {
  if (status === 'signed-in') return <Badge tone="success">Signed in</Badge>;
  if (status === 'loading') return <Badge tone="warning">Loading</Badge>;
  return <Badge tone="danger">Signed out</Badge>;
}

function SessionCard({ session, testAuth }: { session: ReturnType<typeof useSessionToken>; testAuth: ReturnType<typeof useTestAuth> }) {
  const auth = useAuth();
  return (
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
            <dd className="mt-1">
              <StatusBadge status={auth.status} />
            </dd>
          </div>
        </dl>
        <div className="mt-6 flex flex-wrap gap-3">
          <Button onClick={() => void session.fetchToken()} disabled={session.loading}>
            {session.loading ? <Spinner /> : <KeyRound aria-hidden="true" />} Get Token
          </Button>
          <Button variant="secondary" onClick={() => testAuth.mutate()} disabled={testAuth.isPending}>
            {testAuth.isPending ? <Spinner /> : <FlaskConical aria-hidden="true" />} Test Auth
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function TokenCard({ token, onCopy }: { token: string; onCopy: () => void }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle>Access token</CardTitle>
        <Button size="sm" variant="ghost" onClick={onCopy}>
          <Copy aria-hidden="true" /> Copy
        </Button>
      </CardHeader>
      <CardContent>
        <pre
          aria-label="Access token"
          className="max-h-48 overflow-auto rounded-xl border border-border bg-background p-4 font-mono text-xs break-all whitespace-pre-wrap"
        >
          {token}
        </pre>
      </CardContent>
    </Card>
  );
}

function AuthTestResult({ data }: { data: unknown }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Auth test result</CardTitle>
      </CardHeader>
      <CardContent>
        <pre aria-label="Auth test result" className="overflow-auto rounded-xl border border-border bg-background p-4 font-mono text-xs">
          {JSON.stringify(data, null, 2)}
        </pre>
      </CardContent>
    </Card>
  );
}

/** /debug/token (spec §2): who is signed in, the raw access token, and what the gateway makes of it. */
export function TokenDebug() {
  const testAuth = useTestAuth();
  const session = useSessionToken();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      <AppPageHeader
        eyebrow={<Badge tone="warning">Developer tool</Badge>}
        title="Token debugger"
        description="Inspect the current session token and check how the gateway verifies it. Never share a token: it grants access to your account."
      />
      <SessionCard session={session} testAuth={testAuth} />
      {session.error ? <Alert tone="danger" role="alert" title={session.error} /> : null}
      {session.token ? <TokenCard token={session.token} onCopy={() => void session.copy()} /> : null}
      {testAuth.isError ? (
        <Alert tone="danger" role="alert" title={messages.authTestFailed(errorMessage(testAuth.error, 'unknown error'))} />
      ) : null}
      {testAuth.data ? <AuthTestResult data={testAuth.data} /> : null}
    </div>
  );
}
