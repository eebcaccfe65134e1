import { Compass } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { Button } from '../../components/ui/button.tsx';

export function NotFoundRoute() {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <title>Page not found · Chainscribe</title>
      <Compass aria-hidden="true" className="size-10 text-primary" />
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Button asChild>
        <Link to={paths.home}>Back to home</Link>
      </Button>
    </div>
  );
}
