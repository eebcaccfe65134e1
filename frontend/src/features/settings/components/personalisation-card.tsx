import { BrainCircuit, Eraser, ShieldCheck } from 'lucide-react';
import type { Control } from 'react-hook-form';
import type { Personalisation, UserSettingsValues } from '@chainscribe/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useClearPersonalisation, usePersonalisation } from '../api/personalisation.ts';
import { SettingToggle } from './toggle-row.tsx';

/** The defaults the writer would start from now, in words. */
function learnedSummary(data: Personalisation): string {
  if (data.itemsUsed === 0) return 'Nothing is learned yet: keep or edit threads in your library and new threads start from your habits.';
  const { tone, hookStyle, length, topics } = data.defaults;
  const habits = [
    tone ? `${tone} tone` : null,
    hookStyle ? `${hookStyle} hooks` : null,
    length ? `${length} tweets` : null,
    topics.length ? `topics like ${topics.slice(0, 3).join(', ')}` : null,
  ].filter(Boolean);
  const items = `${data.itemsUsed} library ${data.itemsUsed === 1 ? 'item' : 'items'}`;
  return habits.length ? `Learned from ${items}: ${habits.join(', ')}.` : `Learned from ${items}.`;
}

function LearnedSoFar() {
  const personalisation = usePersonalisation();
  const clear = useClearPersonalisation();
  const onClear = () =>
    clear.mutate(undefined, {
      onSuccess: () => toast.success('Personalisation cleared', { description: 'New threads start from the plain defaults again.' }),
      onError: (error) => toast.error(errorMessage(error, 'Personalisation could not be cleared. Please try again.')),
    });
  const text = personalisation.isPending
    ? 'Reading what is learned…'
    : personalisation.isError
      ? errorMessage(personalisation.error, 'What is learned cannot be shown right now.')
      : learnedSummary(personalisation.data);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
      <p className="max-w-prose text-sm text-muted-foreground" aria-live="polite">
        {text}
      </p>
      <Button
        variant="outline"
        size="sm"
        disabled={clear.isPending || !personalisation.data || personalisation.data.itemsUsed === 0}
        onClick={onClear}
      >
        <Eraser aria-hidden="true" /> Clear
      </Button>
    </div>
  );
}

/** Personalised writing: what the server uses (nothing from this browser), its switch and Clear. */
export function PersonalisationCard({ control }: { control: Control<UserSettingsValues> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Personalisation</CardTitle>
        <CardDescription>
          New threads start from your habits: the tone, hook, length and topics of the threads you keep and edit in your library, and these
          settings. Nothing about this browser, device or screen is collected.
        </CardDescription>
      </CardHeader>
      <CardContent className="pt-0 pb-4">
        <SettingToggle
          control={control}
          name="personalisation"
          icon={BrainCircuit}
          title="Personalised writing"
          description="Off, new threads use the plain defaults and nothing from your library is used. Clear forgets what was learned so far; your library stays."
        />
        <SettingToggle
          control={control}
          name="notFinancialAdvice"
          icon={ShieldCheck}
          title="Not-financial-advice line"
          description="The editor's checks ask for a “Not financial advice.” line when a thread talks about price, and add it in one click."
        />
        <LearnedSoFar />
      </CardContent>
    </Card>
  );
}
