import { ArrowRight, BookOpen, Brain, CalendarClock, ChartColumn, Coins, Download, Link2, Search, Users } from 'lucide-react';
import { FeatureGrid } from './feature-grid.tsx';
import { AppLink } from '../../../lib/navigation.tsx';
import { paths } from '../../../config/paths.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeader, Section } from '../../../components/ui/page-header.tsx';

const features = [
  {
    icon: Brain,
    title: 'AI thread generator',
    text: 'Describe a topic and get a 5 to 15 post thread with a strong hook, a clear arc and a call to action. Edit anything before you post.',
  },
  {
    icon: Coins,
    title: 'Real-time token data',
    text: 'Search thousands of tokens and blend live price, 24h change, market cap and volume into token breakdowns your followers can trust.',
  },
  {
    icon: Link2,
    title: 'Threads from X posts',
    text: 'Paste the link of a post that is blowing up and write your own thread on it: your angle, your voice, the context people missed.',
  },
  {
    icon: Search,
    title: 'Research and sentiment',
    text: 'Before you write, see trending hashtags, key talking points, recent developments and the mood of the market around your topic.',
  },
  {
    icon: Users,
    title: 'Smart mentions',
    text: 'Get suggestions for accounts worth tagging, with their expertise and style, so your mentions add value instead of noise.',
  },
  {
    icon: BookOpen,
    title: 'Templates and tones',
    text: 'Educational, calm, degen, hype or shill; question, stat, bold or story hooks. Ready-made templates for launches, airdrops and market recaps.',
  },
  {
    icon: ChartColumn,
    title: 'Analytics',
    text: 'Track threads created today, this week and this month, your active days and your streaks, and spot what keeps you consistent.',
  },
  {
    icon: CalendarClock,
    title: 'Timing insights',
    text: 'Know when your audience is online. Research includes the best posting windows and formats the algorithm favours right now.',
  },
  {
    icon: Download,
    title: 'Copy, share and export',
    text: 'Copy a single post or the whole thread, open it straight in X, or keep a session history of everything you generated.',
  },
];

/** The features page: nine cards and a call to action (spec §2). */
export function FeaturesPage() {
  return (
    <div className="bg-aurora">
      <Section className="pt-16 pb-10 sm:pt-24">
        <PageHeader
          eyebrow={<Badge tone="brand">Features</Badge>}
          title={
            <>
              Everything you need to <span className="text-gradient">write, research and grow</span>
            </>
          }
          description="Chainscribe pairs an AI writer trained for Crypto Twitter with the data you would otherwise gather by hand."
        />
      </Section>
      <Section className="pb-16" labelledBy="features-list">
        <h2 id="features-list" className="sr-only">
          All features
        </h2>
        <FeatureGrid features={features} />
      </Section>
      <Section className="pb-24" labelledBy="features-cta">
        <div className="flex flex-col items-center gap-5 rounded-3xl border border-brand-500/30 bg-gradient-to-br from-brand-700/30 via-card to-chain-500/15 px-6 py-12 text-center">
          <h2 id="features-cta" className="text-3xl font-bold tracking-tight text-balance">
            Your first thread is free
          </h2>
          <p className="max-w-xl text-muted-foreground">
            Create an account in seconds. Upgrade only when you need unlimited threads and live data.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <AppLink to={paths.signUp}>
                Get Started <ArrowRight aria-hidden="true" />
              </AppLink>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <AppLink to={paths.pricing}>Compare plans</AppLink>
            </Button>
          </div>
        </div>
      </Section>
    </div>
  );
}
