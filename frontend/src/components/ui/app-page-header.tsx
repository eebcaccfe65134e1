import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { cn } from '../../lib/utils.ts';

/**
 * The heading block of a signed-in page: an optional way back, an eyebrow, the title (with an
 * optional status beside it), a one-line description, and actions on the right from `sm` up.
 */
export function AppPageHeader({
  title,
  description,
  back,
  eyebrow,
  status,
  actions,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  back?: { to: string; label: string };
  eyebrow?: ReactNode;
  status?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cn('flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between', className)}>
      <div className="flex flex-col items-start gap-3">
        {back ? (
          <Link to={back.to} className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground">
            <ArrowLeft aria-hidden="true" className="size-4" /> {back.label}
          </Link>
        ) : null}
        {eyebrow}
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          {status}
        </div>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      {actions}
    </header>
  );
}

export const backToDashboard = { to: paths.dashboard, label: 'Back to Dashboard' } as const;
