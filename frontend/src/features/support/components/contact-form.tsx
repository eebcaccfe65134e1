import { CircleCheck, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { EnumSelect } from '../../../components/ui/select.tsx';
import { contactFormSchema, contactTypes } from '../utils/contact-schema.ts';
import type { ContactForm as ContactMessage } from '../utils/contact-schema.ts';

const empty = { name: '', email: '', type: 'general', message: '' } as const;
const subjectOptions = contactTypes.map((type) => ({ id: type.id, name: type.label }));

/**
 * The contact form (spec §2, §5). Submitting only records the message locally and confirms;
 * no call is made (spec: "Submitting only logs locally").
 */
export function ContactForm() {
  const form = useZodForm(contactFormSchema, empty);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = (message: ContactMessage) => {
    // eslint-disable-next-line no-console -- the spec's contact form logs locally instead of sending
    console.info('Contact form submitted', message);
    toast.success('Message sent', { description: 'Thanks for reaching out. We reply within 24 hours.' });
    setSentTo(message.email);
    form.reset(empty);
  };

  return (
    <Form form={form} onSubmit={send} className="flex flex-col gap-5" aria-label="Contact form">
      {sentTo ? (
        <Alert tone="success" title="Thanks, we got your message">
          We will get back to you at {sentTo} within 24 hours.
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField control={form.control} name="name" label="Name">
          {(control) => <Input {...control} autoComplete="name" aria-required="true" />}
        </FormField>
        <FormField control={form.control} name="email" label="Email">
          {(control) => <Input {...control} type="email" autoComplete="email" aria-required="true" />}
        </FormField>
      </div>
      <FormField control={form.control} name="type" label="Subject">
        {({ value, onChange, id }) => <EnumSelect id={id} value={value ?? 'general'} options={subjectOptions} onChange={onChange} />}
      </FormField>
      <FormField control={form.control} name="message" label="Message">
        {(control) => <Textarea {...control} rows={6} placeholder="How can we help?" aria-required="true" />}
      </FormField>
      <Button type="submit" size="lg" className="self-start">
        {sentTo ? <CircleCheck aria-hidden="true" /> : <Send aria-hidden="true" />} Send message
      </Button>
    </Form>
  );
}
