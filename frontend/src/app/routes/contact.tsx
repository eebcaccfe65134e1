import { ContactPage } from '../../features/support/components/contact-page.tsx';

export function ContactRoute() {
  return (
    <>
      <title>Contact · Chainscribe</title>
      <ContactPage />
    </>
  );
}
