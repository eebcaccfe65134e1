import type { ReactNode } from 'react';
import { Mail, Send } from 'lucide-react';
import { AppLink } from '../../lib/navigation.tsx';
import { paths } from '../../config/paths.ts';
import { XLogo } from '../../components/ui/brand-icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { useAppConfig } from '../../lib/app-config.tsx';

const productLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.dashboard, label: 'Dashboard' },
];

const legalLinks = [
  { to: paths.privacy, label: 'Privacy' },
  { to: paths.terms, label: 'Terms' },
  { to: paths.contact, label: 'Contact' },
];

const linkClass = 'text-sm text-muted-foreground transition-colors hover:text-foreground';

const iconLinkClass =
  'grid size-9 place-items-center rounded-lg border border-border text-muted-foreground transition-colors hover:text-foreground';

/** The logo, the community pitch and the X, Telegram and email buttons. */
function FooterBrand({ supportEmail }: { supportEmail: string }) {
  return (
    <div className="flex flex-col gap-4">
      <Logo />
      <p className="max-w-xs text-sm text-muted-foreground">
        Join a community of crypto creators who write smarter, post consistently and grow on X. Share prompts, get feedback and hear about
        new features first.
      </p>
      <div className="flex gap-2">
        <a href="https://x.com/chainscribe" target="_blank" rel="noreferrer" aria-label="Chainscribe on X" className={iconLinkClass}>
          <XLogo className="size-4" />
        </a>
        <a href="https://t.me/chainscribe" target="_blank" rel="noreferrer" aria-label="Chainscribe on Telegram" className={iconLinkClass}>
          <Send aria-hidden="true" className="size-4" />
        </a>
        <a href={`mailto:${supportEmail}`} aria-label={`Email ${supportEmail}`} className={iconLinkClass}>
          <Mail aria-hidden="true" className="size-4" />
        </a>
      </div>
    </div>
  );
}

/** A titled column of in-app links; `extra` adds items after them. */
function FooterNav({ id, title, links, extra }: { id: string; title: string; links: { to: string; label: string }[]; extra?: ReactNode }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-sm font-semibold">
        {title}
      </h2>
      <ul className="flex flex-col gap-2.5 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <AppLink to={link.to} className={linkClass}>
              {link.label}
            </AppLink>
          </li>
        ))}
        {extra}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const { supportEmail } = useAppConfig();
  const year = new Date().getFullYear();
  const emailItem = (
    <li>
      <a href={`mailto:${supportEmail}`} className={linkClass}>
        {supportEmail}
      </a>
    </li>
  );
  return (
    <footer className="render-near-viewport border-t border-border bg-card/40">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1fr] lg:px-8">
        <FooterBrand supportEmail={supportEmail} />
        <FooterNav id="footer-product" title="Product" links={productLinks} />
        <FooterNav id="footer-company" title="Company" links={legalLinks} extra={emailItem} />
      </div>
      <div className="border-t border-border">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>© {year} Chainscribe. All rights reserved.</p>
          <p>Not financial advice. Always do your own research.</p>
        </div>
      </div>
    </footer>
  );
}
