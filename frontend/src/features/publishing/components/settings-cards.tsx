import { QueueSettingsCard } from './queue-settings-card.tsx';
import { XConnectionCard } from './x-connection-card.tsx';

/** Settings' publishing part (X account, posting schedule): one chunk, loaded after the preferences show. */
export default function PublishingSettingsCards() {
  return (
    <>
      <XConnectionCard />
      <QueueSettingsCard />
    </>
  );
}
