import { ArrowLeft, Camera, Check, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { PROFILE_SAVE_DELAY_MS, PROFILE_SAVED_BADGE_MS } from '../../../config/constants.ts';
import { paths } from '../../../config/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Field } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useTimedSave } from '../../../hooks/use-timed-save.ts';
import { initialOf } from '../../../lib/utils.ts';

interface ProfileDraft {
  fullName: string;
  email: string;
  username: string;
  bio: string;
}

/** Spec §3 defaults: username from the email, a starter bio. */
function initialDraft(email: string | null): ProfileDraft {
  return { fullName: '', email: email ?? '', username: email?.split('@')[0] ?? '', bio: 'Content creator specializing in tech threads' };
}

/** Profile (spec §2, §4): local draft only; saving is simulated (1 s, then 'Saved' for 3 s). */
export function ProfileForm({ email }: { email: string | null }) {
  const id = useId();
  const [draft, setDraft] = useState<ProfileDraft>(() => initialDraft(email));
  const { status, save } = useTimedSave(PROFILE_SAVE_DELAY_MS, PROFILE_SAVED_BADGE_MS);
  const set = (key: keyof ProfileDraft, value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save(() => toast.success('Profile updated'));
  };

  const pictureSoon = () => toast.info('Profile pictures are coming soon');

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <div className="flex flex-col gap-3">
        <Link to={paths.dashboard} className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-muted-foreground hover:text-foreground">
          <ArrowLeft aria-hidden="true" className="size-4" /> Back to Dashboard
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">Profile</h1>
          {status === 'saved' ? (
            <Badge tone="success" role="status">
              <Check aria-hidden="true" /> Saved
            </Badge>
          ) : null}
        </div>
        <p className="text-muted-foreground">How you appear across Chainscribe.</p>
      </div>

      <Card>
        <CardContent className="flex flex-col items-center gap-5 pt-6 sm:flex-row">
          <div
            aria-label="Profile picture"
            role="img"
            className="grid size-20 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-chain-500 text-3xl font-bold text-white shadow-glow"
          >
            {initialOf(draft.fullName, draft.email)}
          </div>
          <div className="flex flex-col items-center gap-3 sm:items-start">
            <p className="text-sm text-muted-foreground">JPG or PNG, at least 200 × 200 pixels.</p>
            <div className="flex gap-2">
              <Button size="sm" variant="secondary" onClick={pictureSoon}>
                <Camera aria-hidden="true" /> Upload photo
              </Button>
              <Button size="sm" variant="ghost" onClick={pictureSoon}>
                <Trash2 aria-hidden="true" /> Remove
              </Button>
            </div>
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Personal information</CardTitle>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="flex flex-col gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id={`${id}-name`} label="Full Name">
                <Input id={`${id}-name`} autoComplete="name" value={draft.fullName} placeholder="Your name" onChange={(event) => set('fullName', event.target.value)} />
              </Field>
              <Field id={`${id}-email`} label="Email">
                <Input id={`${id}-email`} type="email" autoComplete="email" value={draft.email} onChange={(event) => set('email', event.target.value)} />
              </Field>
            </div>
            <Field id={`${id}-username`} label="Username">
              <Input id={`${id}-username`} autoComplete="username" value={draft.username} onChange={(event) => set('username', event.target.value)} />
            </Field>
            <Field id={`${id}-bio`} label="Bio">
              <Textarea id={`${id}-bio`} rows={3} value={draft.bio} onChange={(event) => set('bio', event.target.value)} />
            </Field>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setDraft(initialDraft(email))} disabled={status === 'saving'}>
                Cancel
              </Button>
              <Button type="submit" disabled={status === 'saving'}>
                {status === 'saving' ? (
                  <>
                    <Spinner /> Saving...
                  </>
                ) : (
                  'Save Changes'
                )}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </div>
  );
}
