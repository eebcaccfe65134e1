import { PaymentCancel } from '../../features/billing/components/payment-cancel.tsx';

export function PaymentCancelRoute() {
  return (
    <>
      <title>Payment cancelled · Chainscribe</title>
      <PaymentCancel />
    </>
  );
}
