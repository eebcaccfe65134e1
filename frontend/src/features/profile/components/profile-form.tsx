import { Check } from 'lucide-react';
import { useId } from 'react';
import { useFormState } from 'react-hook-form';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { profileMessages, updateProfileRequestSchema, usernameSchema } from '@chainscribe/contracts';
import type { Profile, UpdateProfileRequest } from '@chainscribe/contracts';
import { AppPageHeader, backToDashboard } from '../../../components/ui/app-page-header.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Form, FormError, FormField, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { displayNameOf } from '../../../lib/current-user/get-profile.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { BioCounter } from './bio-counter.tsx';
import { ProfilePictureCard } from './profile-picture-card.tsx';

// The contract's request, except that an empty username field means "none yet".
const profileFormSchema = updateProfileRequestSchema.extend({
  username: z.union([z.literal('').transform(() => null), usernameSchema]),
});
type ProfileFormInput = z.input<typeof profileFormSchema>;

const formValuesOf = (profile: Profile): ProfileFormInput => ({
  fullName: profile.fullName,
  username: profile.username ?? '',
  bio: profile.bio,
});

function SavedBadge({ control }: { control: Control<ProfileFormInput, unknown, UpdateProfileRequest> }) {
  const { isDirty } = useFormState({ control });
  if (isDirty) return null;
  return (
    <Badge tone="success" role="status">
      <Check aria-hidden="true" /> Saved
    </Badge>
  );
}

/** Profile (spec §2, issue 23): kept by accounts; saving shows the real outcome, a taken username under its field. */
export function ProfileForm({ profile, email }: { profile: Profile; email: string | null }) {
  const form = useZodForm(profileFormSchema, formValuesOf(profile));
  const update = useUpdateProfile();
  const counterId = useId();
  const [fullName, username, bio] = form.watch(['fullName', 'username', 'bio']);

  const onSave = (values: UpdateProfileRequest) =>
    update.mutate(values, {
      onSuccess: (stored) => {
        form.reset(formValuesOf(stored));
        toast.success('Profile saved');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) form.setError('username', { message: profileMessages.usernameTaken });
        else form.setError('root', { message: errorMessage(error, 'Your profile could not be saved. Please try again.') });
      },
    });

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <AppPageHeader
        back={backToDashboard}
        title="Profile"
        status={update.isSuccess ? <SavedBadge control={form.control} /> : null}
        description="How you appear across Chainscribe and on your public page."
      />
      <ProfilePictureCard name={displayNameOf({ ...profile, fullName, username: username || null }, email)} avatarUrl={profile.avatarUrl} />
      <Card>
        <CardHeader>
          <CardTitle>Personal information</CardTitle>
        </CardHeader>
        <CardContent>
          <Form form={form} onSubmit={onSave} className="flex flex-col gap-5">
            <FormField control={form.control} name="fullName" label="Full Name">
              {(field) => <Input {...field} autoComplete="name" placeholder="Your name" />}
            </FormField>
            <FormField
              control={form.control}
              name="username"
              label="Username"
              hint="3–30 letters, numbers or underscores. Your page: /u/username"
            >
              {(field) => <Input {...field} value={field.value ?? ''} autoComplete="username" placeholder="e.g. satoshi" />}
            </FormField>
            <FormField control={form.control} name="bio" label="Bio">
              {(field) => (
                <Textarea
                  {...field}
                  rows={3}
                  placeholder="A line about you and what you post, e.g. DeFi researcher writing about L2s"
                  aria-describedby={`${field['aria-describedby'] ?? ''} ${counterId}`.trim()}
                />
              )}
            </FormField>
            <BioCounter id={counterId} bio={bio} />
            <FormError control={form.control} />
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <SubmitButton busy={update.isPending} busyLabel="Saving...">
                Save Changes
              </SubmitButton>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
