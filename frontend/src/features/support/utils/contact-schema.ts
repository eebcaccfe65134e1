import { z } from 'zod';

/** Spec §2 contact form types; `general` is the default. */
export const contactTypes = [
  { id: 'general', label: 'General question' },
  { id: 'technical', label: 'Technical support' },
  { id: 'billing', label: 'Billing and payments' },
  { id: 'feature', label: 'Feature request' },
  { id: 'enterprise', label: 'Enterprise and teams' },
  { id: 'bug', label: 'Bug report' },
] as const;

export type ContactType = (typeof contactTypes)[number]['id'];

/** Spec §5: name, email (email format) and message are required; type defaults to general. */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name').max(100),
  email: z.string().trim().min(1, 'Please enter your email').pipe(z.email('Please enter a valid email address')),
  type: z.enum(contactTypes.map((type) => type.id) as [ContactType, ...ContactType[]]).default('general'),
  message: z.string().trim().min(1, 'Please enter a message').max(5000),
});
export type ContactForm = z.infer<typeof contactFormSchema>;
