import { Link2, Link2Off, RefreshCw } from 'lucide-react';
import type { XConnection } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDisconnectX } from '../api/disconnect-x.ts';
import { useXConnection } from '../api/get-x-connection.ts';
import { useStartXConnection } from '../api/start-x-connection.ts';

function ConnectButton({ label }: { label: string }) {
  const start = useStartXConnection();
  return (
    <Button
      onClick={() => start.mutate(undefined, { onError: (error) => toast.error(errorMessage(error, 'Could not reach X. Try again.')) })}
      disabled={start.isPending || start.isSuccess}
    >
      {start.isPending || start.isSuccess ? (
        <Spinner />
      ) : label.startsWith('Re') ? (
        <RefreshCw aria-hidden="true" />
      ) : (
        <Link2 aria-hidden="true" />
      )}
      {label}
    </Button>
  );
}

function ConnectedAccount({ connection }: { connection: XConnection }) {
  const disconnect = useDisconnectX();
  const account = connection.account;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{account?.name}</p>
        <a
          className="text-sm text-primary underline underline-offset-4"
          href={`https://x.com/${account?.username ?? ''}`}
          target="_blank"
          rel="noreferrer"
        >
          @{account?.username}
        </a>
      </div>
      <Button
        variant="outline"
        disabled={disconnect.isPending}
        onClick={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => toast.success('X disconnected'),
            onError: (error) => toast.error(errorMessage(error, 'Could not disconnect X. Try again.')),
          })
        }
      >
        {disconnect.isPending ? <Spinner /> : <Link2Off aria-hidden="true" />} Disconnect
      </Button>
    </div>
  );
}

function ConnectionBody({ connection }: { connection: XConnection }) {
  if (connection.state === 'connected') return <ConnectedAccount connection={connection} />;
  if (connection.state === 'reconnect_required')
    return (
      <Alert tone="warning" title="X no longer accepts this connection" action={<ConnectButton label="Reconnect X" />}>
        {connection.account ? `@${connection.account.username}: ` : ''}scheduled posts wait until you reconnect.
      </Alert>
    );
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground">Connect your X account to post and schedule from Chainscribe.</p>
      <ConnectButton label="Connect X" />
    </div>
  );
}

/** Settings → X account: connect (OAuth on X), the connected @handle, disconnect, or reconnect after a revoke. */
export function XConnectionCard() {
  const connection = useXConnection();
  const state = connection.data?.state;
  return (
    <Card role="region" aria-labelledby="x-account-title">
      <CardHeader>
        <CardTitle id="x-account-title" className="flex items-center gap-2">
          X account
          {state === 'connected' ? <Badge tone="success">Connected</Badge> : null}
          {state === 'reconnect_required' ? <Badge tone="warning">Reconnect needed</Badge> : null}
        </CardTitle>
        <CardDescription>Chainscribe posts only what you schedule or post yourself.</CardDescription>
      </CardHeader>
      <CardContent>
        {connection.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Checking your X connection...
          </p>
        ) : connection.isError ? (
          <Alert tone="danger" title="Your X connection could not be checked">
            {errorMessage(connection.error, 'Try again in a moment.')}
          </Alert>
        ) : (
          <ConnectionBody connection={connection.data} />
        )}
      </CardContent>
    </Card>
  );
}
