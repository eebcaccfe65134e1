import { billingTerms, planOffers } from '@chainscribe/contracts/catalogue';
import { Check, Crown } from 'lucide-react';
import type { RefObject } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths.ts';
import { Button } from './ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from './ui/dialog.tsx';

const premium = planOffers.premium;

/**
 * The upgrade offer a locked control opens (issue 27: no dead ends): what the control needs, what
 * Premium brings, its price and terms, all from the plan catalogue, and the way to /pricing.
 * `useUpgradeOffer` (upgrade-offer.tsx) loads it when an offer is first made.
 */
export function UpgradeOfferDialog({
  unlocks,
  onClose,
  returnFocusTo,
}: {
  unlocks: string | null;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={unlocks !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent returnFocusTo={returnFocusTo}>
        <div className="flex flex-col gap-5">
          <div className="space-y-1.5 pr-8">
            <DialogTitle className="flex items-center gap-2">
              <Crown aria-hidden="true" className="size-5 shrink-0 text-gold-400" /> {unlocks} comes with {premium.name}
            </DialogTitle>
            <DialogDescription>
              {premium.name} is {billingTerms.priceLine}. It unlocks:
            </DialogDescription>
          </div>
          <ul className="flex flex-col gap-2 text-sm">
            {premium.features.map((line) => (
              <li key={line} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" /> {line}
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">{billingTerms.renewal}</p>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost">Not now</Button>
            </DialogClose>
            <Button asChild variant="premium">
              <Link to={paths.pricing}>
                <Crown aria-hidden="true" /> See {premium.name}
              </Link>
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
