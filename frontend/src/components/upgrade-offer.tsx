import { lazy, useCallback, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { DialogOnDemand } from './ui/dialog-on-demand.tsx';

const UpgradeOfferDialog = lazy(() => import('./upgrade-offer-dialog.tsx').then((module) => ({ default: module.UpgradeOfferDialog })));

/** `offer('The "degen" tone')` opens the dialog; render `dialog` once where the locked controls are. */
export function useUpgradeOffer(): { offer: (unlocks: string) => void; dialog: ReactNode } {
  const [unlocks, setUnlocks] = useState<string | null>(null);
  const lockedControl = useRef<HTMLElement | null>(null);
  const offer = useCallback((what: string) => {
    lockedControl.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setUnlocks(what);
  }, []);
  return {
    offer,
    dialog: (
      <DialogOnDemand open={unlocks !== null} opening="Opening the offer...">
        <UpgradeOfferDialog unlocks={unlocks} onClose={() => setUnlocks(null)} returnFocusTo={lockedControl} />
      </DialogOnDemand>
    ),
  };
}
