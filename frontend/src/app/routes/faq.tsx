import { FaqPage } from '../../features/support/components/faq-page.tsx';

export function FaqRoute() {
  return (
    <>
      <title>FAQ · Chainscribe</title>
      <FaqPage />
    </>
  );
}
