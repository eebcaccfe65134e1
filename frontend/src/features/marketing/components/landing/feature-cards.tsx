import { ChartColumn, Coins, Link2, Search, SlidersHorizontal, Wallet } from 'lucide-react';
import { Section } from '../../../../components/ui/page-header.tsx';
import { FeatureGrid } from '../feature-grid.tsx';
import { SectionHeading } from './section-heading.tsx';

const features = [
  {
    icon: Coins,
    title: 'Token threads with live data',
    text: 'Type a ticker and get a breakdown with price, 24h change, market cap and volume woven into the story.',
  },
  {
    icon: Link2,
    title: 'From any X post',
    text: 'Paste a post link and turn the conversation into your own thread, with your angle and your voice.',
  },
  {
    icon: Search,
    title: 'Research before you write',
    text: 'Trending hashtags, talking points and the accounts worth mentioning, gathered for your topic.',
  },
  {
    icon: SlidersHorizontal,
    title: 'Tone and hook control',
    text: 'Educational, calm, degen, hype: pick the tone, the hook style and the length from 5 to 15 posts.',
  },
  {
    icon: ChartColumn,
    title: 'Analytics that guide you',
    text: 'See how often you publish, which weeks you were most active and where your streaks break.',
  },
  {
    icon: Wallet,
    title: 'Pay the crypto way',
    text: 'Upgrade with BTC, ETH, USDT, USDC or TON through a hosted checkout. No card, no bank.',
  },
];

export function FeatureCards() {
  return (
    <Section className="py-20 sm:py-24" labelledBy="landing-features">
      <SectionHeading
        id="landing-features"
        eyebrow="Features"
        title="Everything between an idea and a post"
        description="Built for the way crypto creators actually work: fast news cycles, tickers, narratives and a timeline that never sleeps."
      />
      <FeatureGrid features={features} />
    </Section>
  );
}
