import { Mail, Phone } from 'lucide-react';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';

export type SignInMethod = 'email' | 'phone';

const methods = [
  {
    id: 'email',
    name: (
      <>
        <Mail aria-hidden="true" className="size-4" />
        Email
      </>
    ),
  },
  {
    id: 'phone',
    name: (
      <>
        <Phone aria-hidden="true" className="size-4" />
        Phone
      </>
    ),
  },
] as const;

/** Email or phone: a two-option segmented switch. */
export function SignInMethodSwitch({ value, onChange }: { value: SignInMethod; onChange: (method: SignInMethod) => void }) {
  return <SegmentedControl aria-label="Sign in with" look="tabs" options={methods} value={value} onChange={onChange} />;
}
