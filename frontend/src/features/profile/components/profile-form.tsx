import { Check } from 'lucide-react';
import { toast } from 'sonner';
import { z } from 'zod';
import { PROFILE_SAVE_DELAY_MS, PROFILE_SAVED_BADGE_MS } from '../../../config/constants.ts';
import { AppPageHeader, backToDashboard } from '../../../components/ui/app-page-header.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Form, FormField, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { useTimedSave } from '../../../hooks/use-timed-save.ts';
import { ProfilePictureCard } from './profile-picture-card.tsx';

/** A local draft only (spec §4): the one rule is that an email, when given, looks like one. */
const profileDraftSchema = z.object({
  fullName: z.string(),
  email: z.union([z.literal(''), z.email('Please enter a valid email address')]),
  username: z.string(),
  bio: z.string(),
});
type ProfileDraft = z.infer<typeof profileDraftSchema>;

/** Spec §3 defaults: username from the email, a starter bio. */
function initialDraft(email: string | null): ProfileDraft {
  return { fullName: '', email: email ?? '', username: email?.split('@')[0] ?? '', bio: 'Content creator specializing in tech threads' };
}

function SavedBadge() {
  return (
    <Badge tone="success" role="status">
      <Check aria-hidden="true" /> Saved
    </Badge>
  );
}

/** Profile (spec §2, §4): local draft only; saving is simulated (1 s, then 'Saved' for 3 s). */
export function ProfileForm({ email }: { email: string | null }) {
  const form = useZodForm(profileDraftSchema, initialDraft(email));
  const { status, save } = useTimedSave(PROFILE_SAVE_DELAY_MS, PROFILE_SAVED_BADGE_MS);
  const [fullName, shownEmail] = form.watch(['fullName', 'email']);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <AppPageHeader
        back={backToDashboard}
        title="Profile"
        status={status === 'saved' ? <SavedBadge /> : null}
        description="How you appear across Chainscribe."
      />
      <ProfilePictureCard fullName={fullName} email={shownEmail} />
      <Card>
        <CardHeader>
          <CardTitle>Personal information</CardTitle>
        </CardHeader>
        <CardContent>
          <Form form={form} onSubmit={() => save(() => toast.success('Profile updated'))} className="flex flex-col gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField control={form.control} name="fullName" label="Full Name">
                {(field) => <Input {...field} autoComplete="name" placeholder="Your name" />}
              </FormField>
              <FormField control={form.control} name="email" label="Email">
                {(field) => <Input {...field} type="email" autoComplete="email" />}
              </FormField>
            </div>
            <FormField control={form.control} name="username" label="Username">
              {(field) => <Input {...field} autoComplete="username" />}
            </FormField>
            <FormField control={form.control} name="bio" label="Bio">
              {(field) => <Textarea {...field} rows={3} />}
            </FormField>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => form.reset(initialDraft(email))} disabled={status === 'saving'}>
                Cancel
              </Button>
              <SubmitButton busy={status === 'saving'} busyLabel="Saving...">
                Save Changes
              </SubmitButton>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
