import { TemplatesPage } from '../../../features/templates/components/templates-page.tsx';

export function TemplatesRoute() {
  return <TemplatesPage />;
}
