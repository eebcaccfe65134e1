import { Camera, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { UserAvatar } from '../../../components/ui/user-avatar.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAvatarSrc } from '../../../lib/current-user/get-profile.ts';
import { toast } from '../../../lib/toast.ts';
import { useAvatarChange } from '../api/avatar.ts';
import { avatarFileProblem } from '../utils/avatar-file.ts';

/** The picture with its upload and remove buttons; the outcome (uploading, the server's refusal) shows here. */
export function ProfilePictureCard({ name, avatarUrl }: { name: string; avatarUrl: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const change = useAvatarChange();
  const [problem, setProblem] = useState<string | null>(null);
  const src = useAvatarSrc(avatarUrl);

  const send = (file: File | null) => {
    setProblem(null);
    change.mutate(file, {
      onSuccess: () => toast.success(file ? 'Picture updated' : 'Picture removed'),
      onError: (error) => setProblem(errorMessage(error, 'The picture could not be saved. Please try again.')),
    });
  };
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const hint = avatarFileProblem(file);
    if (hint) setProblem(hint);
    else send(file);
  };

  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-5 pt-6 sm:flex-row">
        <UserAvatar name={name} src={src} label="Profile picture" className="size-20 text-3xl shadow-glow" />
        <div className="flex flex-col items-center gap-3 sm:items-start">
          <p className="text-sm text-muted-foreground">PNG, JPEG or WebP, up to 1 MB. A square picture looks best.</p>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className="sr-only"
            aria-label="Picture file"
            onChange={onPick}
          />
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" disabled={change.isPending} onClick={() => input.current?.click()}>
              {change.isPending ? <Spinner /> : <Camera aria-hidden="true" />} {change.isPending ? 'Saving picture...' : 'Upload photo'}
            </Button>
            <Button size="sm" variant="ghost" disabled={change.isPending || !avatarUrl} onClick={() => send(null)}>
              <Trash2 aria-hidden="true" /> Remove
            </Button>
          </div>
          {problem ? (
            <p role="alert" className="text-sm text-danger">
              {problem}
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
