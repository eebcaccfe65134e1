import { Briefcase, Clock, LifeBuoy, Mail, Scale } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '../../../components/ui/accordion.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { XLogo } from '../../../components/ui/brand-icons.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageHeader, Section } from '../../../components/ui/page-header.tsx';
import { useAppConfig } from '../../../lib/app-config.tsx';
import { ContactForm } from './contact-form.tsx';

const quickAnswers = [
  {
    id: 'upgrade-delay',
    question: 'I paid but my account is still on Free.',
    answer:
      'Crypto payments upgrade your account as soon as the network confirms them, usually within minutes. If it takes longer than an hour, write to us with your payment time and coin.',
  },
  {
    id: 'limit',
    question: 'I hit my daily limit. When can I write again?',
    answer: 'Limits reset every day at midnight UTC. Premium removes the daily thread limit.',
  },
  {
    id: 'sign-in',
    question: 'I cannot sign in.',
    answer:
      'Use "Forgot password?" on the sign-in page to get a reset link. If the email does not arrive within a few minutes, check your spam folder, then contact us.',
  },
];

function contactChannels(supportEmail: string) {
  return [
    {
      icon: Mail,
      title: 'Email support',
      text: 'Questions about your account or the app.',
      detail: supportEmail,
      href: `mailto:${supportEmail}`,
      response: 'Replies within 24 hours',
    },
    {
      icon: Briefcase,
      title: 'Sales and enterprise',
      text: 'Teams, agencies and custom plans.',
      detail: 'enterprise@chainscribe.app',
      href: 'mailto:enterprise@chainscribe.app',
      response: 'Replies within 1 business day',
    },
    {
      icon: Scale,
      title: 'Legal and privacy',
      text: 'Data requests, terms and compliance.',
      detail: 'legal@chainscribe.app',
      href: 'mailto:legal@chainscribe.app',
      response: 'Replies within 3 business days',
    },
    {
      icon: XLogo,
      title: 'Community on X',
      text: 'Product news, tips and prompts.',
      detail: '@chainscribe',
      href: 'https://x.com/chainscribe',
      response: 'Follow for updates',
    },
  ];
}

function ContactChannels({ supportEmail }: { supportEmail: string }) {
  return (
    <Section className="pb-12" labelledBy="contact-channels">
      <h2 id="contact-channels" className="sr-only">
        Contact channels
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {contactChannels(supportEmail).map(({ icon: Icon, title, text, detail, href, response }) => (
          <li key={title}>
            <a
              href={href}
              {...(href.startsWith('http') ? { target: '_blank', rel: 'noreferrer' } : {})}
              className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-5 transition-colors hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="grid size-10 place-items-center rounded-xl bg-primary/15 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="font-semibold">{title}</span>
              <span className="text-sm text-muted-foreground">{text}</span>
              <span className="mt-auto text-sm font-medium break-all text-primary">{detail}</span>
              <span className="text-xs text-muted-foreground">{response}</span>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function ContactInformationCard({ supportEmail }: { supportEmail: string }) {
  return (
    <Card className="p-6">
      <h2 className="mb-4 text-lg font-semibold">Contact information</h2>
      {/* dl > div > dt/dd only (what the list semantics allow): the icon sits in the term, the text is indented under it. */}
      <dl className="flex flex-col gap-4 text-sm">
        <div>
          <dt className="flex items-center gap-3 font-medium">
            <Mail aria-hidden="true" className="size-4 shrink-0 text-primary" />
            Email
          </dt>
          <dd className="pl-7 text-muted-foreground">
            <a href={`mailto:${supportEmail}`} className="hover:text-foreground">
              {supportEmail}
            </a>
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-3 font-medium">
            <Clock aria-hidden="true" className="size-4 shrink-0 text-primary" />
            Support hours
          </dt>
          <dd className="pl-7 text-muted-foreground">Monday to Friday, 08:00–20:00 UTC. Weekend messages are answered on Monday.</dd>
        </div>
      </dl>
      <Link
        to={paths.faq}
        className="mt-6 flex items-center gap-3 rounded-xl border border-border bg-muted/40 p-4 text-sm transition-colors hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <LifeBuoy aria-hidden="true" className="size-5 text-primary" />
        <span>
          <span className="block font-semibold">Quick support</span>
          <span className="block text-muted-foreground">Most answers are already in the FAQ.</span>
        </span>
      </Link>
    </Card>
  );
}

function CommonQuestionsCard() {
  return (
    <Card className="p-6">
      <h2 className="mb-2 text-lg font-semibold">Common questions</h2>
      <Accordion type="single" collapsible>
        {quickAnswers.map((item) => (
          <AccordionItem key={item.id} value={item.id}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>{item.answer}</AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </Card>
  );
}

/** Contact: four channels, the form, contact information, a quick support link and a short FAQ (spec §2). */
export function ContactPage() {
  const { supportEmail } = useAppConfig();
  return (
    <div className="bg-aurora">
      <Section className="pt-16 pb-10 sm:pt-24">
        <PageHeader
          eyebrow={<Badge tone="brand">Contact</Badge>}
          title="We are here to help"
          description="Questions, feedback, partnership ideas or a bug to report: pick the channel that fits."
        />
      </Section>
      <ContactChannels supportEmail={supportEmail} />
      <Section className="grid gap-6 pb-24 lg:grid-cols-[1.4fr_1fr]">
        <Card className="p-6 sm:p-8">
          <h2 className="mb-1 text-xl font-semibold">Send us a message</h2>
          <p className="mb-6 text-sm text-muted-foreground">All fields except the subject are required.</p>
          <ContactForm />
        </Card>
        <div className="flex flex-col gap-6">
          <ContactInformationCard supportEmail={supportEmail} />
          <CommonQuestionsCard />
        </div>
      </Section>
    </div>
  );
}
