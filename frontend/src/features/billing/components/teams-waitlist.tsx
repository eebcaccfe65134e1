import { CircleCheck, Users } from 'lucide-react';
import { teamsOffer } from '@chainscribe/contracts/catalogue';
import { teamSizes, teamsWaitlistRequestSchema } from '@chainscribe/contracts';
import type { TeamsWaitlistRequest } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Form, FormError, FormField, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { EnumSelect } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useJoinTeamsWaitlist } from '../api/join-teams-waitlist.ts';

const sizeOptions = teamSizes.map((size) => ({ id: size, name: `${size} people` }));

function WaitlistForm() {
  const form = useZodForm(teamsWaitlistRequestSchema, { email: '', teamSize: '2-5', note: '' });
  const join = useJoinTeamsWaitlist();
  const onJoin = (values: TeamsWaitlistRequest) =>
    join.mutate(values, {
      onError: (error) =>
        form.setError('root', { message: errorMessage(error, 'We could not add you to the waitlist. Please try again.') }),
    });
  if (join.isSuccess) {
    return (
      <Alert tone="success" title="You are on the list">
        <span className="inline-flex items-start gap-2">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" /> {teamsOffer.acknowledged}
        </span>
      </Alert>
    );
  }
  return (
    <Form form={form} onSubmit={onJoin} className="flex flex-col gap-4" aria-label="Teams waitlist">
      <FormField control={form.control} name="email" label="Work email">
        {(control) => <Input {...control} type="email" autoComplete="email" aria-required="true" />}
      </FormField>
      <FormField control={form.control} name="teamSize" label="Team size">
        {({ value, onChange, id }) => <EnumSelect id={id} value={value ?? '2-5'} options={sizeOptions} onChange={onChange} />}
      </FormField>
      <FormField control={form.control} name="note" label="What would your team need? (optional)">
        {(control) => <Textarea {...control} value={control.value ?? ''} rows={3} />}
      </FormField>
      <FormError control={form.control} />
      <SubmitButton busy={join.isPending} busyLabel="Joining...">
        Join the waitlist
      </SubmitButton>
    </Form>
  );
}

/**
 * The teams offer (issue 27): team workspaces do not exist yet, so nothing is sold; the dialog
 * takes an address for the waitlist, which accounts keeps, and says so once it is stored.
 */
export function TeamsWaitlist() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" className="h-auto text-sm whitespace-normal">
          <Users aria-hidden="true" /> {teamsOffer.trigger}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="flex flex-col gap-5">
          <div className="space-y-1.5 pr-8">
            <DialogTitle>{teamsOffer.title}</DialogTitle>
            <DialogDescription>{teamsOffer.text}</DialogDescription>
          </div>
          <WaitlistForm />
        </div>
      </DialogContent>
    </Dialog>
  );
}
