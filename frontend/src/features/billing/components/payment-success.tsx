import { planOffers } from '@chainscribe/contracts/catalogue';
import { CircleCheck, CircleX, Clock, LayoutDashboard, LoaderCircle, LogIn, Mail, RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { dashboardUpgradedPath, paths } from '../../../config/paths.ts';
import { Button, type ButtonVariant } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAppConfig } from '../../../lib/app-config.tsx';
import type { PaymentVerification } from '../hooks/payment-verification-state.ts';
import { usePaymentVerification } from '../hooks/use-payment-verification.ts';

const titles = {
  processing: 'Processing Payment',
  stalled: 'Processing Payment',
  success: 'Payment Successful!',
  error: 'Payment Issue',
  'signed-out': 'Sign in to see your payment',
} as const;

/** What the buyer can do next when the payment is not (yet) confirmed, or cannot be seen signed out. */
function PhaseActions({ phase, retry, supportHref }: { phase: PaymentVerification['phase']; retry: () => void; supportHref: string }) {
  const support = (variant: ButtonVariant) => (
    <Button asChild variant={variant}>
      <a href={supportHref}>
        <Mail aria-hidden="true" /> Contact Support
      </a>
    </Button>
  );
  const dashboard = (
    <Button asChild variant="outline">
      <Link to={paths.dashboard}>Go to Dashboard</Link>
    </Button>
  );
  switch (phase) {
    case 'stalled':
      return (
        <div className="flex flex-wrap justify-center gap-3">
          <Button onClick={retry}>
            <RefreshCw aria-hidden="true" /> Check Again
          </Button>
          {dashboard}
          {support('ghost')}
        </div>
      );
    case 'error':
      return (
        <div className="flex flex-wrap justify-center gap-3">
          {support('primary')}
          {dashboard}
        </div>
      );
    case 'signed-out':
      return (
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.signIn}>
              <LogIn aria-hidden="true" /> Sign In
            </Link>
          </Button>
          {support('outline')}
        </div>
      );
    default:
      return null;
  }
}

/** /payment-success: processing, success or error (spec §2, §4). */
export function PaymentSuccess() {
  const { supportEmail } = useAppConfig();
  const { state, retry } = usePaymentVerification();
  const supportHref = `mailto:${supportEmail}?subject=${encodeURIComponent('Payment Issue')}`;

  const icon =
    state.phase === 'success' ? (
      <CircleCheck className="size-9 text-success" aria-hidden="true" />
    ) : state.phase === 'error' ? (
      <CircleX className="size-9 text-danger" aria-hidden="true" />
    ) : state.phase === 'signed-out' ? (
      <LogIn className="size-9 text-primary" aria-hidden="true" />
    ) : state.phase === 'stalled' ? (
      <Clock className="size-9 text-warning" aria-hidden="true" />
    ) : (
      <LoaderCircle className="size-9 animate-spin text-primary" aria-hidden="true" />
    );

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col px-4 py-16 sm:py-24">
      <Card className="flex flex-col items-center gap-5 p-8 text-center sm:p-10">
        <div className="grid size-16 place-items-center rounded-2xl bg-muted">{icon}</div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{titles[state.phase]}</h1>
        <p role="status" aria-live="polite" className="text-muted-foreground">
          {state.message}
        </p>

        {state.phase === 'success' ? (
          <>
            <p className="font-medium">
              Welcome to Chainscribe {planOffers[state.plan].name}! {planOffers[state.plan].features.slice(0, 3).join(', ')} and more are
              now yours.
            </p>
            <p className="text-xs text-muted-foreground">Taking you to your dashboard in a moment...</p>
            <Button asChild size="lg">
              <Link to={dashboardUpgradedPath} replace>
                <LayoutDashboard aria-hidden="true" /> Continue to Dashboard
              </Link>
            </Button>
          </>
        ) : null}

        <PhaseActions phase={state.phase} retry={retry} supportHref={supportHref} />

        {state.phase === 'processing' ? (
          <p className="text-xs text-muted-foreground">Keep this tab open; it updates by itself once the network confirms your payment.</p>
        ) : null}
      </Card>
    </div>
  );
}
