import { LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** What a signed-out visitor sees instead of the generator (spec §2, §6). */
export function SignedOutPrompt() {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center">
      <h2 className="text-xl font-semibold">Sign in to generate tweets</h2>
      <p className="text-sm text-muted-foreground">Create a free account to research topics and write tweets with AI.</p>
      <div className="flex gap-3">
        <Button asChild>
          <Link to={paths.signIn}>
            <LogIn aria-hidden="true" /> Sign In
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to={paths.signUp}>
            <UserPlus aria-hidden="true" /> Sign Up
          </Link>
        </Button>
      </div>
    </Card>
  );
}
