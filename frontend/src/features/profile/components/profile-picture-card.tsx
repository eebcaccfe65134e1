import { Camera, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { initialOf } from '../../../lib/utils.ts';

/** The avatar (the name's initial) and the picture buttons, which only say uploads are coming. */
export function ProfilePictureCard({ fullName, email }: { fullName: string; email: string }) {
  const pictureSoon = () => toast.info('Profile pictures are coming soon');
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-5 pt-6 sm:flex-row">
        <div
          aria-label="Profile picture"
          role="img"
          className="grid size-20 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-chain-500 text-3xl font-bold text-white shadow-glow"
        >
          {initialOf(fullName, email)}
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
  );
}
