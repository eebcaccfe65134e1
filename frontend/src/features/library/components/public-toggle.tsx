import { Globe } from 'lucide-react';
import { useId, useState } from 'react';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/** "Show on my public profile": the item's `public` flag, saved at once (the page shows it only while the profile is public). */
export function PublicToggle({ initial, onChange }: { initial: boolean; onChange: (on: boolean) => Promise<boolean> }) {
  const id = useId();
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const change = async (next: boolean) => {
    setBusy(true);
    try {
      // false: someone saved in between; the conflict screen takes over and the switch stays as stored.
      if (!(await onChange(next))) return;
      setOn(next);
      toast.success(next ? 'Shown on your public profile' : 'Hidden from your public profile');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not change who sees this item'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex items-center gap-2 text-sm">
      <Globe aria-hidden="true" className="size-4 text-muted-foreground" />
      <Label htmlFor={id} className="font-normal">
        On my public profile
      </Label>
      <Switch id={id} checked={on} disabled={busy} onCheckedChange={(next) => void change(next)} />
    </span>
  );
}
