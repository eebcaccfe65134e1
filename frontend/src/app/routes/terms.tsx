import { TermsPage } from '../../features/legal/components/terms-page.tsx';

export function TermsRoute() {
  return (
    <>
      <title>Terms of Service · Chainscribe</title>
      <TermsPage />
    </>
  );
}
