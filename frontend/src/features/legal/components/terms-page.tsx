import { AppLink } from '../../../lib/navigation.tsx';
import { paths } from '../../../config/paths.ts';
import { LegalDocument } from './legal-document.tsx';
import type { LegalSection } from './legal-document.tsx';
import { planOffers } from '@chainscribe/contracts/catalogue';

/** Terms of Service: 12 sections, last updated December 1, 2024 (spec §2, §9). */
const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: (
      <p>
        By creating an account or using Chainscribe you agree to these terms. If you use Chainscribe for an organisation, you accept them on
        its behalf and confirm you may do so.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'The service',
    body: (
      <p>
        Chainscribe is a writing tool that generates threads and posts for X with artificial intelligence, together with research and market
        data. We may improve, change or retire features; we will tell you in advance about changes that materially reduce what a paid plan
        includes.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility and accounts',
    body: (
      <>
        <p>
          You must be at least 13 years old to use Chainscribe; we do not knowingly serve children under 13. Where your country sets a
          higher age of digital consent, that age applies.
        </p>
        <p>
          Keep your credentials safe. You are responsible for activity on your account and must tell us promptly about any unauthorised use.
        </p>
      </>
    ),
  },
  {
    id: 'plans',
    title: 'Plans, prices and payment',
    body: (
      <>
        <p>
          The {planOffers.free.name} plan costs nothing and has daily limits that reset at midnight UTC. {planOffers.premium.name} costs{' '}
          {planOffers.premium.price} {planOffers.premium.period} and is paid in cryptocurrency (Bitcoin, Ethereum, USDT, USDC or TON)
          through a hosted checkout run by a payment provider.
        </p>
        <p>Each payment covers 30 days. We will notify you at least 30 days before any price change takes effect.</p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Fees and refunds',
    body: (
      <p>
        Fees are non-refundable, except where the law requires otherwise or where we state a specific guarantee for a particular offer.
        Network fees charged by a blockchain are outside our control and are never refunded by us.
      </p>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to use Chainscribe to:</p>
        <ul>
          <li>promote scams, rug pulls, pump-and-dump schemes or market manipulation;</li>
          <li>impersonate people or projects, or publish misleading claims about returns;</li>
          <li>harass others, spread hate, or break X&apos;s rules or any applicable law;</li>
          <li>probe, overload or reverse engineer the service, or resell it without our consent.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'content',
    title: 'Your content',
    body: (
      <p>
        You own the prompts you write and the content generated for you. You grant us the limited licence we need to store and process it to
        run the service. You are responsible for what you publish, including checking facts and figures before posting.
      </p>
    ),
  },
  {
    id: 'not-advice',
    title: 'No financial advice',
    body: (
      <p>
        Chainscribe provides writing assistance and market information for content creation. Nothing it generates is financial, investment,
        legal or tax advice. Market data may be delayed or unavailable; always disclose your positions where the law or X&apos;s rules
        require it.
      </p>
    ),
  },
  {
    id: 'ip',
    title: 'Our intellectual property',
    body: (
      <p>
        The Chainscribe name, logo, software and design belong to us. These terms do not grant you any right to them beyond using the
        service as offered.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        To the extent the law allows, Chainscribe is provided &quot;as is&quot;, and our total liability for any claim is limited to the
        amount you paid us in the 12 months before the event that gave rise to it. We are not liable for indirect or consequential losses,
        including trading losses.
      </p>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You may stop using Chainscribe at any time. We may suspend or close accounts that break these terms, with notice where reasonable.
        Sections that by nature survive termination remain in force.
      </p>
    ),
  },
  {
    id: 'changes-contact',
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms and will post the new version here with a new date; material changes are announced in advance. Questions?
        Write to legal@chainscribe.app or use our{' '}
        <AppLink to={paths.contact} className="text-primary underline underline-offset-2">
          contact page
        </AppLink>
        . We reply to legal requests within 3 business days.
      </p>
    ),
  },
];

export function TermsPage() {
  return (
    <LegalDocument
      title="Terms of Service"
      updated="December 1, 2024"
      intro="These terms govern your use of Chainscribe. Please read them carefully; they include limits on our liability and the rules for payments."
      sections={sections}
    />
  );
}
