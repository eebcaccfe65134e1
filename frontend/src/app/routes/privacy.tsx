import { PrivacyPage } from '../../features/legal/components/privacy-page.tsx';

export function PrivacyRoute() {
  return (
    <>
      <title>Privacy Policy · Chainscribe</title>
      <PrivacyPage />
    </>
  );
}
