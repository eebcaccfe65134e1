import { CircleCheck } from 'lucide-react';
import { teamsOffer } from '@chainscribe/contracts/catalogue';
import { teamSizes, teamsWaitlistRequestSchema } from '@chainscribe/contracts';
import type { TeamsWaitlistRequest } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Form, FormError, FormField, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { EnumSelect } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useJoinTeamsWaitlist } from '../api/join-teams-waitlist.ts';

const sizeOptions = teamSizes.map((size) => ({ id: size, name: `${size} people` }));

/**
 * The teams waitlist's form. Loaded when its dialog opens, so the pricing page starts without the
 * form kit and the request schemas.
 */
export function WaitlistForm() {
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
