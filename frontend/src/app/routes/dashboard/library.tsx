import { LibraryPage } from '../../../features/library/components/library-page.tsx';

export function LibraryRoute() {
  return <LibraryPage />;
}
