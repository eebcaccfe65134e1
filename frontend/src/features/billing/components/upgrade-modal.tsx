import { Building2, Rocket, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { createPaymentSession } from '@chainscribe/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { cn } from '../../../lib/utils.ts';

/** Spec §2/§9: the upgrade modal's tiers, per month. */
const tiers = [
  { id: 'pro', name: 'Pro', price: 29, icon: Rocket, blurb: 'For full-time creators running several accounts.' },
  { id: 'business', name: 'Business', price: 99, icon: Users, blurb: 'For projects and agencies with a content team.' },
  { id: 'enterprise', name: 'Enterprise', price: 299, icon: Building2, blurb: 'For exchanges and foundations with custom needs.' },
] as const;

type TierId = (typeof tiers)[number]['id'];

/**
 * The upgrade modal: pick a tier, then 'Subscribe Now' navigates to the create-session path with
 * `?plan=` (spec §7 call 2). It is a page navigation, so the server answers with a redirect.
 */
export function UpgradeModal({ triggerLabel = 'Teams and agencies: compare Pro, Business and Enterprise' }: { triggerLabel?: string }) {
  const api = useApi();
  const [tier, setTier] = useState<TierId>('pro');
  const groupName = useId();

  const subscribe = () => {
    window.location.assign(api.url(createPaymentSession.path, { plan: tier }));
  };

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="link" className="text-sm">
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="flex flex-col gap-5">
          <div className="space-y-1.5 pr-8">
            <DialogTitle>Upgrade your workspace</DialogTitle>
            <DialogDescription>Bigger limits and shared workspaces for teams that publish every day.</DialogDescription>
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className="sr-only">Choose a tier</legend>
            {tiers.map(({ id, name, price, icon: Icon, blurb }) => (
              <label
                key={id}
                className={cn(
                  'flex cursor-pointer items-center gap-4 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  tier === id ? 'border-primary bg-primary/10' : 'border-border hover:bg-muted/60',
                )}
              >
                <input type="radio" name={groupName} value={id} checked={tier === id} onChange={() => setTier(id)} className="sr-only" />
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-muted text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="flex-1">
                  <span className="block font-semibold">{name}</span>
                  <span className="block text-xs text-muted-foreground">{blurb}</span>
                </span>
                <span className="text-right">
                  <span className="block text-lg font-bold">${price}</span>
                  <span className="block text-xs text-muted-foreground">per month</span>
                </span>
              </label>
            ))}
          </fieldset>
          <Button size="lg" onClick={subscribe}>
            Subscribe Now
          </Button>
          <p className="text-center text-xs text-muted-foreground">Cancel anytime. No hidden fees. 30-day money-back guarantee.</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
