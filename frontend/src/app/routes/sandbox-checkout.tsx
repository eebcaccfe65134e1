import { useParams, useSearchParams } from 'react-router-dom';
import { paymentCurrencySchema } from '@chainscribe/contracts';
import { SandboxCheckout } from '../../features/billing/components/sandbox-checkout.tsx';

export function SandboxCheckoutRoute() {
  const { chargeId = '' } = useParams();
  const [search] = useSearchParams();
  const preselected = paymentCurrencySchema.safeParse(search.get('currency'));
  return (
    <>
      <title>Checkout · Chainscribe</title>
      <SandboxCheckout chargeId={chargeId} preselected={preselected.success ? preselected.data : undefined} />
    </>
  );
}
