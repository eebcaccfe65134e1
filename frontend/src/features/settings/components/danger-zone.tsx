import { TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Dialog, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/** Settings → Danger Zone: deleting the account for good, confirmed by typing the account's email. */
export function DangerZone({ email }: { email: string | null }) {
  return (
    <Card className="border-danger/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-danger">
          <TriangleAlert aria-hidden="true" className="size-5" /> Danger Zone
        </CardTitle>
        <CardDescription>
          Deleting your account erases your threads, tweets, library, templates and activity from every Chainscribe service and signs you
          out everywhere. This cannot be undone: download your data first if you want to keep it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Dialog>
          <DialogTrigger asChild>
            <Button variant="outline" className="border-danger/50 text-danger hover:bg-danger/10">
              Delete my account
            </Button>
          </DialogTrigger>
          <DeleteAccountDialog email={email} />
        </Dialog>
      </CardContent>
    </Card>
  );
}
