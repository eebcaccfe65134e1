import { ArrowLeft, Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';

/** Holds a dashboard route's place until its feature lands (issue 9). */
export function ComingSoon({ title, description, icon }: { title: string; description: string; icon?: ReactNode }) {
  return (
    <div className="flex flex-col gap-6">
      <title>{`${title} · Chainscribe`}</title>
      <Link to={paths.dashboard} className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" /> Back to Dashboard
      </Link>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <Card className="flex flex-col items-center gap-4 p-10 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-primary/15 text-primary">{icon ?? <Hammer aria-hidden="true" className="size-6" />}</span>
        <Badge tone="brand">Coming soon</Badge>
        <p className="max-w-md text-muted-foreground">{description}</p>
      </Card>
    </div>
  );
}
