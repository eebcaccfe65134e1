import { FeaturesPage } from '../../features/marketing/components/features-page.tsx';

export function FeaturesRoute() {
  return (
    <>
      <title>Features · Chainscribe</title>
      <FeaturesPage />
    </>
  );
}
