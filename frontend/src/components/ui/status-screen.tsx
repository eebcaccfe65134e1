import type { ReactNode } from 'react';
import { LogoMark } from './logo.tsx';
import { Spinner } from './spinner.tsx';

/**
 * A full-screen message (loading, start-up failures, configuration errors). Plain markup only:
 * it must render even when the providers around it failed.
 */
export function StatusScreen({
  title,
  children,
  actions,
  tone = 'neutral',
}: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'danger';
}) {
  return (
    <main className="bg-aurora grid min-h-dvh place-items-center px-6 py-16">
      <div className="flex w-full max-w-md flex-col items-center gap-5 text-center">
        <LogoMark className="size-12 rounded-xl" />
        <h1 className={tone === 'danger' ? 'text-2xl font-bold text-danger' : 'text-2xl font-bold'}>{title}</h1>
        {children ? <div className="text-sm text-muted-foreground">{children}</div> : null}
        {actions ? <div className="flex flex-wrap justify-center gap-3">{actions}</div> : null}
      </div>
    </main>
  );
}

/** 'Loading application...' while authentication loads (spec §2 global chrome). */
export function FullScreenLoading({ message = 'Loading application...' }: { message?: string }) {
  return (
    <main className="bg-aurora grid min-h-dvh place-items-center px-6" aria-busy="true">
      <div className="flex flex-col items-center gap-4" role="status">
        <LogoMark className="size-14 animate-pulse rounded-2xl" />
        <p className="text-xl font-bold tracking-tight">
          Chain<span className="text-gradient">scribe</span>
        </p>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner />
          {message}
        </p>
      </div>
    </main>
  );
}

/** One line saying what is on its way, inside a card or a dialog. */
export function LoadingLine({ children }: { children: ReactNode }) {
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
      <Spinner /> {children}
    </p>
  );
}

/** A loading state inside a page. */
export function InlineLoading({ message }: { message: string }) {
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-busy="true">
      <p className="flex items-center gap-2.5 text-sm text-muted-foreground">
        <Spinner className="size-5 text-primary" />
        {message}
      </p>
    </div>
  );
}
