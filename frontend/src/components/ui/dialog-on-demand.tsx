import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * Mounts a lazily loaded dialog (`children`) the first time it opens, so its code (and the dialog
 * library's focus trap, scroll lock and portal) is not part of the page's start. Once mounted it
 * stays, so it can close with its animation and hand the focus back. `opening` is announced while
 * the code arrives.
 */
export function DialogOnDemand({ open, opening, children }: { open: boolean; opening: string; children: ReactNode }) {
  const [wanted, setWanted] = useState(open);
  // Adjusting state while rendering: the dialog mounts in the render that opens it.
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense
      fallback={
        <span role="status" className="sr-only">
          {opening}
        </span>
      }
    >
      {children}
    </Suspense>
  );
}
