import { CircleCheck, Send } from 'lucide-react';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Field } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { contactFormSchema, contactTypes } from '../utils/contact-schema.ts';
import type { ContactType } from '../utils/contact-schema.ts';

type Errors = Partial<Record<'name' | 'email' | 'message', string>>;
const empty = { name: '', email: '', type: 'general' as ContactType, message: '' };

/**
 * The contact form (spec §2, §5). Submitting only records the message locally and confirms;
 * no call is made (spec: "Submitting only logs locally").
 */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [sentTo, setSentTo] = useState<string | null>(null);

  const set = <K extends keyof typeof empty>(key: K, value: (typeof empty)[K]) => setValues((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = contactFormSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'name' || key === 'email' || key === 'message') && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    // eslint-disable-next-line no-console -- the spec's contact form logs locally instead of sending
    console.info('Contact form submitted', parsed.data);
    toast.success('Message sent', { description: 'Thanks for reaching out. We reply within 24 hours.' });
    setSentTo(parsed.data.email);
    setValues(empty);
  };

  const describedBy = (field: keyof Errors) => (errors[field] ? `${id}-${field}-error` : undefined);

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label="Contact form">
      {sentTo ? (
        <Alert tone="success" title="Thanks, we got your message">
          We will get back to you at {sentTo} within 24 hours.
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={`${id}-name`} label="Name" error={errors.name}>
          <Input
            id={`${id}-name`}
            autoComplete="name"
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={describedBy('name')}
            aria-required="true"
          />
        </Field>
        <Field id={`${id}-email`} label="Email" error={errors.email}>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => set('email', event.target.value)}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            aria-required="true"
          />
        </Field>
      </div>
      <Field id={`${id}-type`} label="Subject">
        <Select value={values.type} onValueChange={(value) => set('type', value as ContactType)}>
          <SelectTrigger id={`${id}-type`}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {contactTypes.map((type) => (
              <SelectItem key={type.id} value={type.id}>
                {type.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Field id={`${id}-message`} label="Message" error={errors.message}>
        <Textarea
          id={`${id}-message`}
          rows={6}
          placeholder="How can we help?"
          value={values.message}
          onChange={(event) => set('message', event.target.value)}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          aria-required="true"
        />
      </Field>
      <Button type="submit" size="lg" className="self-start">
        {sentTo ? <CircleCheck aria-hidden="true" /> : <Send aria-hidden="true" />} Send message
      </Button>
    </form>
  );
}
