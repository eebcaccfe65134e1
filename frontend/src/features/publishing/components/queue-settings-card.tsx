import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control } from 'react-hook-form';
import { queueSettingsSchema, weekdays, type QueueSettings, type Weekday } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Form, FormError, FormField, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { EnumSelect } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useQueueSettings, useSaveQueueSettings } from '../api/queue-settings.ts';
import { formatInZone, timeZoneNames } from '../utils/zoned-time.ts';

export const dayLabels: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};
const dayOptions = weekdays.map((day) => ({ id: day, name: dayLabels[day] }));
const zoneListId = 'posting-time-zones';

function SlotRows({ control }: { control: Control<QueueSettings> }) {
  const slots = useFieldArray({ control, name: 'slots' });
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-medium">Weekly queue slots</legend>
      {slots.fields.length === 0 ? <p className="text-sm text-muted-foreground">No slots yet: "Add to queue" needs at least one.</p> : null}
      <ul className="flex flex-col gap-2">
        {slots.fields.map((slot, index) => (
          <li key={slot.id} className="flex flex-wrap items-end gap-2">
            <FormField control={control} name={`slots.${index}.day`} label={`Slot ${index + 1} day`} className="min-w-36 flex-1">
              {({ value, onChange, id, ...aria }) => (
                <EnumSelect id={id} aria-invalid={aria['aria-invalid']} value={value} options={dayOptions} onChange={onChange} />
              )}
            </FormField>
            <FormField control={control} name={`slots.${index}.time`} label={`Slot ${index + 1} time`} className="w-32">
              {(field) => <Input type="time" {...field} />}
            </FormField>
            <Button type="button" variant="ghost" size="icon" aria-label={`Remove slot ${index + 1}`} onClick={() => slots.remove(index)}>
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => slots.append({ day: 'mon', time: '09:00' })}>
        <Plus aria-hidden="true" /> Add slot
      </Button>
    </fieldset>
  );
}

function QueueSettingsForm({ initial, nextFreeSlot }: { initial: QueueSettings; nextFreeSlot: string | null }) {
  const form = useZodForm(queueSettingsSchema, initial);
  const save = useSaveQueueSettings();
  const onSave = (values: QueueSettings) =>
    save.mutate(values, {
      onSuccess: (stored) => {
        form.reset({ timeZone: stored.timeZone, slots: stored.slots });
        toast.success('Posting schedule saved');
      },
      onError: (error) => form.setError('root', { message: errorMessage(error, 'Your posting schedule could not be saved.') }),
    });
  return (
    <Form form={form} onSubmit={onSave} className="flex flex-col gap-5">
      <FormField
        control={form.control}
        name="timeZone"
        label="Posting time zone"
        hint="Schedules and queue slots use this zone, e.g. Europe/Berlin"
      >
        {(field) => <Input list={zoneListId} autoComplete="off" {...field} />}
      </FormField>
      <datalist id={zoneListId}>
        {timeZoneNames().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <SlotRows control={form.control} />
      {nextFreeSlot ? (
        <p className="text-sm text-muted-foreground">Next free slot: {formatInZone(nextFreeSlot, initial.timeZone)}</p>
      ) : null}
      <FormError control={form.control} />
      <SubmitButton busy={save.isPending} busyLabel="Saving..." className="self-end">
        Save schedule
      </SubmitButton>
    </Form>
  );
}

/** Settings → Posting schedule: the time zone and the weekly slots "Add to queue" fills. */
export function QueueSettingsCard() {
  const settings = useQueueSettings();
  return (
    <Card role="region" aria-labelledby="posting-schedule-title">
      <CardHeader>
        <CardTitle id="posting-schedule-title">Posting schedule</CardTitle>
        <CardDescription>"Add to queue" puts a post in the next free slot.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> Loading your schedule...
          </p>
        ) : settings.isError ? (
          <Alert tone="danger" title="Your posting schedule could not be loaded">
            {errorMessage(settings.error, 'Try again in a moment.')}
          </Alert>
        ) : (
          <QueueSettingsForm
            initial={{ timeZone: settings.data.timeZone, slots: settings.data.slots }}
            nextFreeSlot={settings.data.nextFreeSlot}
          />
        )}
      </CardContent>
    </Card>
  );
}
