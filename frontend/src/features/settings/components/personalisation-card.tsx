import { BrainCircuit, Eraser } from 'lucide-react';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { clearLearningHistory, LEARNING_HISTORY_LIMIT, readLearningHistory } from '../../../lib/personalization/learning-history.ts';
import type { SettingsValues } from '../utils/user-settings.ts';
import { SettingToggle } from './toggle-row.tsx';

function LearningHistory() {
  const [learned, setLearned] = useState(() => readLearningHistory().length);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {learned === 0
          ? 'No learning history is stored.'
          : `${learned} ${learned === 1 ? 'thread is' : 'threads are'} in the learning history.`}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={learned === 0}
        onClick={() => {
          clearLearningHistory();
          setLearned(0);
          toast.success('Learning history cleared');
        }}
      >
        <Eraser aria-hidden="true" /> Clear learning history
      </Button>
    </div>
  );
}

/** What this browser remembers to tailor threads, and the way to forget it. */
export function PersonalisationCard({ control }: { control: Control<SettingsValues> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Personalisation</CardTitle>
        <CardDescription>
          What this browser remembers to tailor your threads. Nothing here leaves the device except with a thread request.
        </CardDescription>
      </CardHeader>
      <CardContent className="pt-0 pb-4">
        <SettingToggle
          control={control}
          name="personalized"
          icon={BrainCircuit}
          title="Personalised writing"
          description={`Learn from your last ${LEARNING_HISTORY_LIMIT} threads on this device (type, tone, length, hook, topic or token) and send that, with your session and device basics, along with each thread request. When off, nothing is recorded or sent.`}
        />
        <LearningHistory />
      </CardContent>
    </Card>
  );
}
