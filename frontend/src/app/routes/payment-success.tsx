import { PaymentSuccess } from '../../features/billing/components/payment-success.tsx';

export function PaymentSuccessRoute() {
  return (
    <>
      <title>Payment · Chainscribe</title>
      <PaymentSuccess />
    </>
  );
}
