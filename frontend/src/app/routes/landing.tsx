import { LandingPage } from '../../features/marketing/components/landing/landing-page.tsx';
import { SiteFooter } from '../layouts/site-footer.tsx';

/** The chrome hides its footer on /; the landing page ends with it below its own error boundary. */
export function LandingRoute() {
  return (
    <>
      <title>Chainscribe · AI threads and tweets for crypto creators</title>
      <LandingPage />
      <SiteFooter />
    </>
  );
}
