import { TriangleAlert } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useArmedConfirm } from '../hooks/use-armed-confirm.ts';

const CONFIRM_WINDOW_MS = 5000;

/** The two-click Delete Account that signs the user out (spec §2). */
export function DangerZone() {
  const auth = useAuth();
  const navigate = useNavigate();
  const confirm = useArmedConfirm(CONFIRM_WINDOW_MS);

  const onDelete = async () => {
    if (!confirm.armed) {
      confirm.arm();
      return;
    }
    await auth.signOut();
    navigate(paths.home, { replace: true });
  };

  return (
    <Card className="border-danger/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-danger">
          <TriangleAlert aria-hidden="true" className="size-5" /> Danger Zone
        </CardTitle>
        <CardDescription>
          Deleting your account signs you out right away. To have your data erased as well, email support from your account address.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          variant={confirm.armed ? 'danger' : 'outline'}
          className={confirm.armed ? '' : 'border-danger/50 text-danger hover:bg-danger/10'}
          onClick={() => void onDelete()}
        >
          {confirm.armed ? 'Click again to confirm delete' : 'Delete Account'}
        </Button>
      </CardContent>
    </Card>
  );
}
