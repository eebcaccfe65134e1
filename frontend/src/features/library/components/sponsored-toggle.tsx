import { BadgeDollarSign } from 'lucide-react';
import { useId, useState } from 'react';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/** "Sponsored": paid promotion; the checks then ask for a disclosure such as #ad. Saved at once. */
export function SponsoredToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => Promise<boolean> }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const change = async (next: boolean) => {
    setBusy(true);
    try {
      if (await onChange(next)) toast.success(next ? 'Marked as paid promotion' : 'No longer marked as paid promotion');
    } catch (error) {
      toast.error(errorMessage(error, 'Could not change the sponsored mark'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="flex items-center gap-2 text-sm">
      <BadgeDollarSign aria-hidden="true" className="size-4 text-muted-foreground" />
      <Label htmlFor={id} className="font-normal">
        Sponsored (paid promotion)
      </Label>
      <Switch id={id} checked={on} disabled={busy} onCheckedChange={(next) => void change(next)} />
    </span>
  );
}
