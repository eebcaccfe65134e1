import { useId } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';

/** Read-only account facts: the sign-in email and the plan. */
export function AccountCard({ email, isPremium }: { email: string | null; isPremium: boolean }) {
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Account</CardTitle>
        <CardDescription>Managed by your sign-in provider and billing.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-email`} label="Email">
          <Input id={`${id}-email`} value={email ?? 'No email on file'} readOnly />
        </Field>
        <div className="flex flex-col gap-2">
          <span className="text-sm font-medium" id={`${id}-type`}>
            Account type
          </span>
          <div className="flex h-11 items-center" aria-labelledby={`${id}-type`}>
            {isPremium ? <Badge tone="premium">Premium</Badge> : <Badge>Free</Badge>}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
