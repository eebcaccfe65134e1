import { Trash2 } from 'lucide-react';
import type { DeleteMeRequest } from '@chainscribe/contracts';
import { deleteMe } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogClose, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog.tsx';
import { Form, FormError, FormField, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteAccount } from '../hooks/use-delete-account.ts';

/** Compared as the accounts service compares them: trimmed and case-insensitive. */
export const confirmsEmail = (typed: string, email: string) => typed.trim().toLowerCase() === email.trim().toLowerCase();

function ConfirmForm({ email }: { email: string }) {
  const form = useZodForm(deleteMe.request, { email: '' });
  const deletion = useDeleteAccount();
  const matches = confirmsEmail(form.watch('email'), email);

  // The account's own spelling is sent once the typed text matches it, whatever the server's case rules.
  const submit = async ({ email: typed }: DeleteMeRequest) => {
    if (!confirmsEmail(typed, email)) return;
    try {
      await deletion.mutateAsync(email);
    } catch (error) {
      form.setError('root', { message: errorMessage(error, 'Your account could not be deleted. Please try again.') });
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-5">
      <FormError control={form.control} />
      <FormField control={form.control} name="email" label={`Type ${email} to confirm`}>
        {(control) => <Input {...control} type="text" autoComplete="off" spellCheck={false} disabled={form.formState.isSubmitting} />}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        {/* Stays disabled until the typed text matches, so a misclick cannot delete anything. */}
        <SubmitButton
          variant="danger"
          busy={form.formState.isSubmitting}
          busyLabel="Deleting..."
          disabled={!matches || form.formState.isSubmitting}
        >
          <Trash2 aria-hidden="true" /> Delete my account
        </SubmitButton>
      </div>
    </Form>
  );
}

/** The confirmation step of deleting the account: the account's email (or phone) typed exactly. */
export function DeleteAccountDialog({ email }: { email: string | null }) {
  return (
    <DialogContent>
      <div className="flex flex-col gap-5">
        <div className="space-y-1.5 pr-8">
          <DialogTitle className="text-danger">Delete your account?</DialogTitle>
          <DialogDescription>
            Everything you wrote, your templates, settings and activity are erased from every service, and you are signed out on every
            device. This cannot be undone.
          </DialogDescription>
        </div>
        {email === null ? (
          <Alert tone="warning" title="Your account has no email to confirm with. Contact support to delete it." />
        ) : (
          <ConfirmForm email={email} />
        )}
      </div>
    </DialogContent>
  );
}
