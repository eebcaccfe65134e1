import {
  ArrowRight,
  CalendarDays,
  ChartColumn,
  Clock,
  Crown,
  FileText,
  LayoutDashboard,
  ListChecks,
  Mail,
  MessageSquareText,
  Settings,
  Sparkles,
  X,
} from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { billingTerms, planOffers } from '@chainscribe/contracts/catalogue';
import type { User } from '@chainscribe/contracts';
import { paths } from '../../../config/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { AppPageHeader } from '../../../components/ui/app-page-header.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { formatLongDate } from '../../../lib/utils.ts';

export const dashboardTabs = ['dashboard', 'plan', 'guide'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];

/** The `tab` query parameter picks the tab; anything unknown means the default, dashboard (spec §2). */
export const toDashboardTab = (value: string | null): DashboardTab =>
  (dashboardTabs as readonly string[]).includes(value ?? '') ? (value as DashboardTab) : 'dashboard';

const { free, premium: premiumOffer } = planOffers;

/** An account made in the last hour is new: it is welcomed, not welcomed back. */
const NEW_ACCOUNT_MS = 60 * 60 * 1000;
const isNewAccount = (createdAt: string | null | undefined, now = Date.now()): boolean =>
  !!createdAt && now - Date.parse(createdAt) < NEW_ACCOUNT_MS;

const quickActions = [
  { to: paths.newThread, icon: FileText, title: 'New Thread', text: 'Turn a topic, token or post into a thread.' },
  { to: paths.newTweet, icon: MessageSquareText, title: 'New Tweet', text: 'Research a topic and write a single post.' },
  { to: paths.analytics, icon: ChartColumn, title: 'Analytics', text: 'See your activity and streaks.' },
  { to: paths.settings, icon: Settings, title: 'Settings', text: 'Theme, notifications and account.' },
];

function InfoCard({ icon: Icon, label, children }: { icon: ComponentType<{ className?: string }>; label: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-4 p-6">
      <div className="flex items-center gap-3 text-sm text-muted-foreground">
        <span className="grid size-9 place-items-center rounded-lg bg-muted text-primary">
          <Icon className="size-4.5" />
        </span>
        {label}
      </div>
      <div className="min-w-0">{children}</div>
    </Card>
  );
}

function PlanStatusCard({ user, premium }: { user: User; premium: boolean }) {
  return (
    <Card
      className={
        premium ? 'flex flex-col gap-4 border-gold-400/40 bg-gradient-to-br from-gold-400/10 to-card p-6' : 'flex flex-col gap-4 p-6'
      }
    >
      <div className="flex items-center gap-3 text-sm text-muted-foreground">
        <span className="grid size-9 place-items-center rounded-lg bg-muted text-gold-400">
          <Crown className="size-4.5" aria-hidden="true" />
        </span>
        Plan Status
      </div>
      {premium ? (
        <>
          <p className="flex items-center gap-2 text-2xl font-bold">
            {premiumOffer.name} <Badge tone="premium">Active</Badge>
          </p>
          <ul className="flex flex-col gap-1.5 text-sm text-muted-foreground">
            {premiumOffer.features.map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <Sparkles aria-hidden="true" className="size-3.5 text-gold-400" /> {feature}
              </li>
            ))}
          </ul>
          {user.subscription_expires_at ? (
            <p className="text-xs text-muted-foreground">
              Active until {formatLongDate(user.subscription_expires_at, 'the end of this period')}
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className="text-2xl font-bold">{free.name}</p>
          <p className="text-sm text-muted-foreground">{free.features.slice(0, 2).join(', ')}.</p>
          <Button asChild variant="premium" className="mt-auto">
            <Link to={paths.pricing}>
              <Crown aria-hidden="true" /> Upgrade to {premiumOffer.name}
            </Link>
          </Button>
        </>
      )}
    </Card>
  );
}

function PlanDetails({ user, premium, paymentPending }: { user: User; premium: boolean; paymentPending: boolean }) {
  const status = premium ? 'Active' : user.plan_status === 'expired' ? 'Expired' : 'Free plan';
  return (
    <Card className="p-6 sm:p-8">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-2">
          <h2 className="text-xl font-semibold">Chainscribe {premium ? premiumOffer.name : free.name}</h2>
          <p className="text-sm text-muted-foreground">{(premium ? premiumOffer : free).features.join(' · ')}</p>
        </div>
        <Button asChild variant={premium ? 'secondary' : 'premium'}>
          <Link to={paths.pricing}>{premium ? `Extend ${premiumOffer.name}` : `Upgrade to ${premiumOffer.name}`}</Link>
        </Button>
      </div>
      <dl className="mt-8 grid gap-5 border-t border-border pt-6 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Status</dt>
          <dd className="mt-1 font-semibold">{status}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{premium ? 'Active until' : 'Price'}</dt>
          <dd className="mt-1 font-semibold">{premium ? formatLongDate(user.subscription_expires_at, 'No end date') : free.price}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Billing</dt>
          <dd className="mt-1 font-semibold">{premium ? billingTerms.priceLine : 'Nothing to pay'}</dd>
        </div>
      </dl>
      {paymentPending && !premium ? (
        <Alert tone="info" title="A payment is being confirmed" className="mt-6">
          Your plan upgrades automatically as soon as the network confirms it.
        </Alert>
      ) : null}
    </Card>
  );
}

const guideSteps = [
  {
    title: 'Pick what to write about',
    text: 'A topic you know well, a token your followers ask about, or a post that is trending right now.',
  },
  {
    title: 'Choose tone and hook',
    text: 'Educational builds trust; a question hook invites replies. Premium adds stat, bold and story hooks.',
  },
  { title: 'Generate and edit', text: 'Read every post, add your own take and check the numbers. Your voice is the part AI cannot fake.' },
  { title: 'Post and learn', text: 'Share straight to X, then check Analytics to see which days and topics keep you consistent.' },
];

function Guide() {
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="mb-6 text-xl font-semibold">Your first viral thread in four steps</h2>
      <ol className="grid gap-5 md:grid-cols-2">
        {guideSteps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="grid size-8 shrink-0 place-items-center rounded-full bg-primary/15 text-sm font-bold text-primary">
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold">{step.title}</h3>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <Button asChild className="mt-8">
        <Link to={paths.newThread}>
          Start a thread <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </Card>
  );
}

export interface DashboardHomeProps {
  user: User;
  premium: boolean;
  tab: DashboardTab;
  onTabChange: (tab: DashboardTab) => void;
  upgraded: boolean;
  onDismissUpgraded: () => void;
  paymentPending: boolean;
  /** The quick tweet tool, composed in by the route (features never import each other). */
  quickTool?: ReactNode;
}

function DashboardHeader({ email, isNew }: { email: string | null; isNew: boolean }) {
  return (
    <AppPageHeader
      className="gap-6 sm:items-end"
      eyebrow={
        <Badge tone="brand">
          <Sparkles aria-hidden="true" /> {isNew ? 'Welcome' : 'Welcome back'}
          {email ? `, ${email.split('@')[0]}` : ''}
        </Badge>
      }
      title="Your Thread Control Center"
      description="Generate, manage, and analyze your viral threads"
      actions={
        <Button asChild size="lg">
          <Link to={paths.newThread}>
            <FileText aria-hidden="true" /> New Thread
          </Link>
        </Button>
      }
    />
  );
}

function PlanNotices({
  upgraded,
  onDismissUpgraded,
  paymentPending,
  premium,
}: Pick<DashboardHomeProps, 'upgraded' | 'onDismissUpgraded' | 'paymentPending' | 'premium'>) {
  return (
    <>
      {upgraded ? (
        <Alert
          tone="success"
          title={`Welcome to ${premiumOffer.name}!`}
          action={
            <button
              type="button"
              onClick={onDismissUpgraded}
              aria-label="Dismiss"
              className="rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          }
        >
          Your account has been upgraded:{' '}
          {premiumOffer.features
            .slice(0, 3)
            .map((line) => line.toLowerCase())
            .join(', ')}{' '}
          and more are now unlocked.
        </Alert>
      ) : null}
      {paymentPending && !premium && !upgraded ? (
        <Alert tone="info" title="Payment in progress">
          We are waiting for the network to confirm your payment. Your plan upgrades automatically; there is no need to pay again.
        </Alert>
      ) : null}
    </>
  );
}

function QuickActions() {
  return (
    <section aria-labelledby="quick-actions" className="render-near-viewport">
      <h2 id="quick-actions" className="mb-4 text-lg font-semibold">
        Quick actions
      </h2>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {quickActions.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-5 transition-colors hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <span className="grid size-10 place-items-center rounded-xl bg-gradient-to-br from-brand-500/20 to-chain-500/20 text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex items-center gap-1.5 font-semibold">
                {title}
                <ArrowRight aria-hidden="true" className="size-4 opacity-0 transition-opacity group-hover:opacity-100" />
              </span>
              <span className="text-sm text-muted-foreground">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function AccountOverview({ user, premium }: { user: User; premium: boolean }) {
  return (
    // grid-cols-1 (minmax(0, 1fr)): a long email truncates instead of widening the column on a phone.
    <div className="grid grid-cols-1 gap-5 md:grid-cols-3">
      <InfoCard icon={Mail} label="Account">
        <p className="truncate text-lg font-semibold" title={user.email ?? undefined}>
          {user.email ?? 'Signed in with phone'}
        </p>
        <p className="mt-1 text-xs text-muted-foreground">Signed in</p>
      </InfoCard>
      <InfoCard icon={CalendarDays} label="Member Since">
        <p className="text-lg font-semibold">{formatLongDate(user.created_at, 'Recently')}</p>
        <p className="mt-1 flex items-center gap-1.5 text-xs text-muted-foreground">
          <Clock aria-hidden="true" className="size-3.5" /> Thanks for writing with us
        </p>
      </InfoCard>
      <PlanStatusCard user={user} premium={premium} />
    </div>
  );
}

/**
 * The home while the account loads: its title, its actions and the quick actions are the same for
 * everyone, so they show at once (the build prerenders this, app/public-pages.ts); the account's
 * cards are placeholders of their size.
 */
export function DashboardHomeLoading() {
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader email={null} isNew={false} />
      <div role="status" aria-busy="true" aria-label="Loading dashboard..." className="flex flex-col gap-5">
        <div className="h-10 w-72 max-w-full rounded-xl bg-muted" />
        <div className="grid grid-cols-1 gap-5 md:grid-cols-3">
          {['account', 'member-since', 'plan'].map((card) => (
            <Card key={card} className="h-40 animate-pulse-late bg-muted/40 motion-reduce:animate-none" />
          ))}
        </div>
      </div>
      <QuickActions />
    </div>
  );
}

/** The signed-in home (spec §2 Dashboard). */
export function DashboardHome({
  user,
  premium,
  tab,
  onTabChange,
  upgraded,
  onDismissUpgraded,
  paymentPending,
  quickTool,
}: DashboardHomeProps) {
  return (
    <div className="flex flex-col gap-8">
      <DashboardHeader email={user.email} isNew={isNewAccount(user.created_at)} />
      <PlanNotices upgraded={upgraded} onDismissUpgraded={onDismissUpgraded} paymentPending={paymentPending} premium={premium} />
      <Tabs value={tab} onValueChange={(value) => onTabChange(toDashboardTab(value))}>
        <TabsList aria-label="Dashboard sections">
          <TabsTrigger value="dashboard">
            <LayoutDashboard aria-hidden="true" /> Overview
          </TabsTrigger>
          <TabsTrigger value="plan">
            <Crown aria-hidden="true" /> Plan
          </TabsTrigger>
          <TabsTrigger value="guide">
            <ListChecks aria-hidden="true" /> Getting started
          </TabsTrigger>
        </TabsList>
        <TabsContent value="dashboard" className="flex flex-col gap-8">
          <AccountOverview user={user} premium={premium} />
          <QuickActions />
          <div className="render-near-viewport">{quickTool}</div>
        </TabsContent>
        <TabsContent value="plan">
          <PlanDetails user={user} premium={premium} paymentPending={paymentPending} />
        </TabsContent>
        <TabsContent value="guide">
          <Guide />
        </TabsContent>
      </Tabs>
    </div>
  );
}
