import { Settings } from 'lucide-react';
import { AppLink } from '../../../lib/navigation.tsx';
import { paths } from '../../../config/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { LegalDocument } from './legal-document.tsx';
import type { LegalSection } from './legal-document.tsx';

/** Privacy Policy: 11 sections with a 'Manage Data' link to settings (spec §2). */
const sections: LegalSection[] = [
  {
    id: 'overview',
    title: 'Overview',
    body: (
      <p>
        This policy explains what personal data Chainscribe collects, why, how long we keep it and the choices you have. We collect as
        little as we need to run the service.
      </p>
    ),
  },
  {
    id: 'collect',
    title: 'Information we collect',
    body: (
      <ul>
        <li>
          <strong>Account data:</strong> your email address or phone number, and a securely hashed password (or your sign-in provider&apos;s
          identifier).
        </li>
        <li>
          <strong>Content:</strong> the topics, tokens and links you enter and the threads and posts generated for you.
        </li>
        <li>
          <strong>Usage data:</strong> counts of generations, session starts and the features you use, to enforce plan limits and power your
          analytics.
        </li>
        <li>
          <strong>Payment data:</strong> the plan, amount, coin and status of each payment. We never receive your wallet&apos;s private
          keys.
        </li>
      </ul>
    ),
  },
  {
    id: 'use',
    title: 'How we use information',
    body: (
      <p>
        To provide and secure the service, apply your plan and limits, show your analytics, answer support requests and, if you opt in, send
        product updates. We do not sell personal data.
      </p>
    ),
  },
  {
    id: 'ai',
    title: 'AI processing',
    body: (
      <p>
        To generate content, your prompt and the relevant research are sent to our AI model provider under terms that forbid using them to
        train their models. Generated text is stored in your account history.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing with service providers',
    body: (
      <p>
        We share data only with providers that help us run Chainscribe (hosting, authentication, AI, crypto payment processing, email), each
        bound by contract to protect it and use it only for us.
      </p>
    ),
  },
  {
    id: 'local-storage',
    title: 'Cookies and local storage',
    body: (
      <>
        <p>
          We use your browser&apos;s local storage for essentials: keeping you signed in, your theme, and pending-payment details while you
          check out. We do not use advertising trackers.
        </p>
        <p>
          <strong>Personalised writing.</strong> Unless you switch it off in Settings, we tailor new threads from what our servers already
          hold for your account: your saved settings and the threads in your library (the tones, hooks, lengths and topics you keep and
          edit). This browser does not collect or send anything about your device, screen or session for it. Switching personalisation off
          stops its use at once; &ldquo;Clear&rdquo; in Settings deletes what was learned. Recent tweets you generate are kept only for the
          current browser session.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Data retention',
    body: (
      <p>
        We keep account data and content while your account is open. After deletion we erase it within 30 days, except payment records we
        must keep for tax and accounting law.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        Data is encrypted in transit and at rest, access is limited to staff who need it, and passwords are stored only as strong one-way
        hashes. No system is perfectly secure; tell us if you find a weakness.
      </p>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights and choices',
    body: (
      <>
        <p>
          Depending on where you live, you can access, correct, export or delete your data, and object to or restrict some processing.
          Manage your preferences in your settings or contact us.
        </p>
        <Button asChild variant="secondary" className="self-start">
          <AppLink to={paths.settings}>
            <Settings aria-hidden="true" /> Manage Data
          </AppLink>
        </Button>
      </>
    ),
  },
  {
    id: 'children',
    title: "Children's privacy",
    body: (
      <p>
        Chainscribe is not for children under 13 and we do not knowingly collect their data. If you believe a child has given us data,
        contact us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes-contact',
    title: 'Changes and contact',
    body: (
      <p>
        We will post any update here with a new date and announce material changes in advance. For privacy questions write to
        legal@chainscribe.app or use our{' '}
        <AppLink to={paths.contact} className="text-primary underline underline-offset-2">
          contact page
        </AppLink>
        .
      </p>
    ),
  },
];

export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      updated="December 1, 2024"
      intro="Your trust matters more than any feature. Here is exactly how we handle your data."
      sections={sections}
    />
  );
}
