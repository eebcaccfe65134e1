import { Controller } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { paymentCurrencyNames } from '@chainscribe/contracts/catalogue';
import type { PaymentCurrency, SandboxQuote } from '@chainscribe/contracts';
import { paySandboxCheckout } from '@chainscribe/contracts';
import { paths } from '../../../config/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Form, useZodForm } from '../../../components/ui/form.tsx';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useSandboxCheckout, useSandboxPay } from '../api/sandbox-checkout.ts';

const coinLabel = (c: PaymentCurrency) =>
  paymentCurrencyNames[c].includes(c) ? paymentCurrencyNames[c] : `${paymentCurrencyNames[c]} (${c})`;

const snapshotDate = (iso: string | null) =>
  iso ? new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : 'an earlier date';

function QuoteAmount({ quote }: { quote: SandboxQuote }) {
  if (quote.amount === null) return <small className="block text-xs text-muted-foreground">live rate unavailable</small>;
  if (!quote.live) {
    // Offline: the market's bundled snapshot gives an idea of the amount, dated, never as the rate paid.
    return (
      <>
        ≈ {quote.amount} {quote.currency}
        <small className="block text-xs text-muted-foreground">
          estimate at ${quote.rate?.toLocaleString('en-US')}, snapshot of {snapshotDate(quote.asOf)} (not live)
        </small>
      </>
    );
  }
  return (
    <>
      {quote.amount} {quote.currency}
      <small className="block text-xs text-muted-foreground">
        at ${quote.rate?.toLocaleString('en-US')} · {quote.source}
      </small>
    </>
  );
}

function CheckoutUnavailable({ message }: { message: string }) {
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-16">
      <Card className="flex flex-col items-center gap-4 p-8 text-center">
        <h1 className="text-2xl font-bold">Checkout unavailable</h1>
        <p className="text-muted-foreground">{message}</p>
        <Button asChild variant="outline">
          <Link to={paths.dashboard}>Back to Chainscribe</Link>
        </Button>
      </Card>
    </div>
  );
}

function CheckoutClosed({ status }: { status: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p>This checkout is already {status}.</p>
      <Button asChild variant="outline">
        <Link to={paths.dashboard}>Back to Chainscribe</Link>
      </Button>
    </div>
  );
}

function CoinChoice({
  quotes,
  value,
  onChange,
}: {
  quotes: SandboxQuote[];
  value: PaymentCurrency | undefined;
  onChange: (currency: PaymentCurrency) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">Pay with</legend>
      {quotes.map((quote) => (
        <label
          key={quote.currency}
          className="flex cursor-pointer items-center justify-between gap-3 rounded-xl border border-border p-3 has-[:checked]:border-primary"
        >
          <span className="flex items-center gap-2">
            <input
              type="radio"
              name="currency"
              value={quote.currency}
              checked={value === quote.currency}
              onChange={() => onChange(quote.currency)}
              required
            />
            {coinLabel(quote.currency)}
          </span>
          <span className="text-right tabular-nums">
            <QuoteAmount quote={quote} />
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** Our own success page stays inside the SPA (the session stays in memory); anything else is a real navigation. */
function useFollowRedirect() {
  const navigate = useNavigate();
  return (redirectTo: string) => {
    const target = new URL(redirectTo, window.location.href);
    if (target.origin === window.location.origin) void navigate(`${target.pathname}${target.search}`);
    else window.location.assign(target.href);
  };
}

function PayForm({
  chargeId,
  quotes,
  preselected,
  price,
}: {
  chargeId: string;
  quotes: SandboxQuote[];
  preselected: PaymentCurrency | undefined;
  price: string;
}) {
  const pay = useSandboxPay(chargeId);
  const follow = useFollowRedirect();
  const first = preselected ?? quotes[0]?.currency;
  const form = useZodForm(paySandboxCheckout.request, first ? { currency: first } : {});
  return (
    <Form
      form={form}
      onSubmit={(values) => pay.mutate(values, { onSuccess: (answer) => follow(answer.redirect_to) })}
      className="flex flex-col gap-4"
    >
      <Controller
        control={form.control}
        name="currency"
        render={({ field }) => <CoinChoice quotes={quotes} value={field.value} onChange={field.onChange} />}
      />
      {pay.isError ? (
        <p role="alert" className="text-sm text-danger">
          {pay.error instanceof ApiError ? pay.error.message : 'The payment did not go through. Please try again.'}
        </p>
      ) : null}
      <div className="flex gap-3">
        <Button asChild variant="outline" className="flex-1">
          <Link to={paths.paymentCancel}>Cancel</Link>
        </Button>
        <Button type="submit" className="flex-1" disabled={pay.isPending || pay.isSuccess}>
          Pay {price}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Sandbox checkout: no real funds move. Paying sends a signed webhook to Chainscribe exactly as a live provider would.
      </p>
    </Form>
  );
}

/**
 * The sandbox provider's hosted checkout (local runs and private demos). It lives in the SPA so
 * loading it and pressing Pay both carry the buyer's bearer token: the server accepts Pay only
 * from the signed-in owner of a pending charge, once.
 */
export function SandboxCheckout({ chargeId, preselected }: { chargeId: string; preselected: PaymentCurrency | undefined }) {
  const auth = useAuth();
  const location = useLocation();
  const checkout = useSandboxCheckout(chargeId, auth.status === 'signed-in');

  if (auth.status === 'loading') return <InlineLoading message="Checking your session..." />;
  if (auth.status === 'signed-out')
    return <Navigate to={paths.signIn} replace state={{ from: `${location.pathname}${location.search}` }} />;
  if (checkout.isPending) return <InlineLoading message="Loading checkout..." />;
  if (checkout.isError) return <CheckoutUnavailable message={checkout.error.message} />;

  const data = checkout.data;
  const price = `$${data.amount.toFixed(2)}`;
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-12 sm:py-16">
      <Card className="flex flex-col gap-4 p-7">
        <Badge className="self-start">Sandbox checkout</Badge>
        <h1 className="text-2xl font-bold tracking-tight">Chainscribe {data.plan_name}</h1>
        <p className="text-4xl font-bold">
          {price}
          <span className="text-base font-normal text-muted-foreground"> / month</span>
        </p>
        <p className="text-sm text-muted-foreground">Order {data.charge_id}</p>
        {data.status === 'pending' ? (
          <PayForm chargeId={chargeId} quotes={data.quotes} preselected={preselected} price={price} />
        ) : (
          <CheckoutClosed status={data.status} />
        )}
      </Card>
    </div>
  );
}
