import { Mail, Send } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { XLogo } from '../../components/ui/brand-icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { useAppConfig } from '../../lib/app-config.tsx';

const productLinks = [
  { to: paths.home, label: 'Home' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.dashboard, label: 'Dashboard' },
];

/** Spec §2: four placeholder resource links, shown as coming soon rather than dead links. */
const resources = ['Thread writing guide', 'Crypto hashtag playbook', 'API documentation', 'Changelog'];

const legalLinks = [
  { to: paths.privacy, label: 'Privacy' },
  { to: paths.terms, label: 'Terms' },
  { to: paths.contact, label: 'Contact' },
];

const linkClass = 'text-sm text-muted-foreground transition-colors hover:text-foreground';

export function SiteFooter() {
  const { supportEmail } = useAppConfig();
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-card/40">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.6fr_1fr_1fr_1fr] lg:px-8">
        <div className="flex flex-col gap-4">
          <Logo />
          <p className="max-w-xs text-sm text-muted-foreground">
            Join a community of crypto creators who write smarter, post consistently and grow on X. Share prompts, get feedback and hear
            about new features first.
          </p>
          <div className="flex gap-2">
            <a
              href="https://x.com/chainscribe"
              target="_blank"
              rel="noreferrer"
              aria-label="Chainscribe on X"
              className="grid size-9 place-items-center rounded-lg border border-border text-muted-foreground transition-colors hover:text-foreground"
            >
              <XLogo className="size-4" />
            </a>
            <a
              href="https://t.me/chainscribe"
              target="_blank"
              rel="noreferrer"
              aria-label="Chainscribe on Telegram"
              className="grid size-9 place-items-center rounded-lg border border-border text-muted-foreground transition-colors hover:text-foreground"
            >
              <Send aria-hidden="true" className="size-4" />
            </a>
            <a
              href={`mailto:${supportEmail}`}
              aria-label={`Email ${supportEmail}`}
              className="grid size-9 place-items-center rounded-lg border border-border text-muted-foreground transition-colors hover:text-foreground"
            >
              <Mail aria-hidden="true" className="size-4" />
            </a>
          </div>
        </div>
        <nav aria-labelledby="footer-product">
          <h2 id="footer-product" className="mb-4 text-sm font-semibold">
            Product
          </h2>
          <ul className="flex flex-col gap-2.5 text-sm">
            {productLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="mb-4 text-sm font-semibold">Resources</h2>
          <ul className="flex flex-col gap-2.5 text-sm">
            {resources.map((label) => (
              <li key={label} className="flex items-center gap-2 text-sm text-muted-foreground/80">
                {label}
                <span className="rounded-full border border-border px-1.5 py-px text-[0.65rem] font-medium">Soon</span>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-labelledby="footer-company">
          <h2 id="footer-company" className="mb-4 text-sm font-semibold">
            Company
          </h2>
          <ul className="flex flex-col gap-2.5 text-sm">
            {legalLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={`mailto:${supportEmail}`} className={linkClass}>
                {supportEmail}
              </a>
            </li>
          </ul>
        </nav>
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
