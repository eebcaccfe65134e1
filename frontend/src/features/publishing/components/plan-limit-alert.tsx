import { Crown } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

/** The free plan's "3 scheduled at a time" refusal, with the way out. */
export function PlanLimitAlert({ message }: { message: string }) {
  return (
    <Alert
      tone="warning"
      role="alert"
      title="Scheduling limit reached"
      action={
        <Button asChild size="sm" variant="premium">
          <Link to={paths.pricing}>
            <Crown aria-hidden="true" /> Upgrade to Premium
          </Link>
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
