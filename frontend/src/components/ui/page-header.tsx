import type { ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

/** The heading block at the top of marketing and app pages. */
export function PageHeader({
  eyebrow,
  title,
  description,
  align = 'center',
  className,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  align?: 'center' | 'left';
  className?: string;
  children?: ReactNode;
}) {
  return (
    <header
      className={cn('flex flex-col gap-4', align === 'center' ? 'mx-auto max-w-3xl items-center text-center' : 'items-start', className)}
    >
      {eyebrow ? <div>{eyebrow}</div> : null}
      <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
      {description ? <p className="max-w-2xl text-lg text-pretty text-muted-foreground">{description}</p> : null}
      {children}
    </header>
  );
}

export function Section({
  className,
  children,
  id,
  labelledBy,
}: {
  className?: string;
  children: ReactNode;
  id?: string;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)}>
      {children}
    </section>
  );
}

/** The page-width column without section semantics. */
export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8', className)}>{children}</div>;
}
