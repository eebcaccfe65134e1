import { CalendarClock } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { z } from 'zod';
import { publisherMessages } from '@chainscribe/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Form, FormError, FormField, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { fromZonedInput, toZonedInput } from '../utils/zoned-time.ts';

/** The picker's value read in the posting zone; the server checks "in the future" again. */
const pickSchema = (timeZone: string) =>
  z.object({ local: z.string() }).transform((value, ctx) => {
    const at = fromZonedInput(value.local, timeZone);
    if (!at) {
      ctx.addIssue({ code: 'custom', path: ['local'], message: 'Pick a date and time' });
      return z.NEVER;
    }
    if (Date.parse(at) <= Date.now()) {
      ctx.addIssue({ code: 'custom', path: ['local'], message: publisherMessages.timeInPast });
      return z.NEVER;
    }
    return { at };
  });

/** An hour from now, on the minute, as the zone's clock shows it. */
const suggestion = (timeZone: string, initial?: string) =>
  toZonedInput(initial ?? new Date(Math.ceil((Date.now() + 3_600_000) / 60_000) * 60_000).toISOString(), timeZone);

function PickForm({ timeZone, initial, action, onPick }: ScheduleDialogProps & { onPick: (at: string) => Promise<unknown> }) {
  const form = useZodForm(pickSchema(timeZone), { local: suggestion(timeZone, initial) });
  const submit = ({ at }: { at: string }) =>
    onPick(at).catch((error: unknown) => form.setError('root', { message: errorMessage(error, 'Could not schedule this post.') }));
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-4">
      <FormField
        control={form.control}
        name="local"
        label={`Date and time (${timeZone})`}
        hint="Change the zone in Settings → Posting schedule"
      >
        {(field) => <Input type="datetime-local" {...field} />}
      </FormField>
      <FormError control={form.control} />
      <SubmitButton busy={form.formState.isSubmitting} busyLabel="Scheduling..." className="self-end">
        {action}
      </SubmitButton>
    </Form>
  );
}

export interface ScheduleDialogProps {
  timeZone: string;
  /** The time shown first (moving a post starts from its current time). */
  initial?: string;
  /** The button inside, e.g. "Schedule" or "Move". */
  action: string;
  title: string;
  trigger?: ReactNode;
  /** Resolves when the server took it; a rejection shows in the dialog. */
  onPick: (at: string) => Promise<unknown>;
}

/** A date-time picker in the user's posting time zone. */
export function ScheduleDialog({ trigger, title, ...props }: ScheduleDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button variant="outline">
            <CalendarClock aria-hidden="true" /> Schedule…
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5 pr-8">
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>Posted as a reply chain on X at this time.</DialogDescription>
          </div>
          {open ? <PickForm {...props} title={title} onPick={(at) => props.onPick(at).then(() => setOpen(false))} /> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
