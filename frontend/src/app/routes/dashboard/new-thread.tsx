import { NewThreadPage } from '../../../features/threads/components/new-thread-page.tsx';

export function NewThreadRoute() {
  return <NewThreadPage />;
}
