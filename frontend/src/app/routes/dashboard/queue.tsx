import { QueuePage } from '../../../features/publishing/components/queue-page.tsx';

/** /dashboard/queue */
export function QueueRoute() {
  return (
    <>
      <title>Queue · Chainscribe</title>
      <QueuePage />
    </>
  );
}
