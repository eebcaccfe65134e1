import { ArrowLeft, CircleSlash, RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { clearCancelledAttempt } from '../utils/payment-hints.ts';

/** /payment-cancel (spec §2): clears the attempt marker and says nothing was charged. */
export function PaymentCancel() {
  useEffect(() => {
    clearCancelledAttempt();
  }, []);

  return (
    <div className="mx-auto flex w-full max-w-lg flex-col px-4 py-16 sm:py-24">
      <Card className="flex flex-col items-center gap-5 p-8 text-center sm:p-10">
        <div className="grid size-16 place-items-center rounded-2xl bg-muted">
          <CircleSlash aria-hidden="true" className="size-9 text-warning" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Payment Cancelled</h1>
        <p className="text-muted-foreground">Your payment process was cancelled. No charges were made to your account.</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.pricing}>
              <RotateCcw aria-hidden="true" /> Try Again
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.dashboard}>
              <ArrowLeft aria-hidden="true" /> Back to Dashboard
            </Link>
          </Button>
        </div>
      </Card>
    </div>
  );
}
