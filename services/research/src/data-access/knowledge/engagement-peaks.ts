import type { TweetAudience } from '@chainscribe/contracts';
import type { EngagementPeak } from '../ports.ts';

/**
 * Typical activity windows in UTC per audience. These are editorial guidance based on when the
 * audiences' main regions are awake and markets are open, not measured live data.
 */
export const engagementPeaks: Readonly<Record<TweetAudience, EngagementPeak>> = {
  general: {
    windows: 'Weekdays 13:00–16:00 UTC and 20:00–23:00 UTC',
    why: 'US mornings overlapping European afternoons, and US evenings',
  },
  'crypto-natives': {
    windows: 'Daily 13:00–17:00 UTC and 00:00–03:00 UTC, weekends included',
    why: 'Crypto Twitter is global and active around US hours and the Asian morning',
  },
  defi: {
    windows: 'Weekdays 13:00–17:00 UTC',
    why: 'US and European DeFi users overlap; governance and research posts get read during working hours',
  },
  nft: {
    windows: 'Daily 16:00–20:00 UTC and 00:00–02:00 UTC',
    why: 'Collectors are most active around US afternoons and evenings, when mints are often scheduled',
  },
  traders: {
    windows: 'Weekdays 13:00–15:30 UTC and 00:00–02:00 UTC',
    why: 'Attention peaks around the US equity open and the Asian session open, when volatility is highest',
  },
  builders: {
    windows: 'Tuesday–Thursday 14:00–18:00 UTC',
    why: 'Developers across US and European time zones are online and reading',
  },
  investors: {
    windows: 'Weekdays 12:00–15:00 UTC',
    why: 'European afternoon and the US morning, when funds and analysts read market commentary',
  },
  newcomers: {
    windows: 'Weekdays 18:00–22:00 UTC and weekend mornings 14:00–17:00 UTC',
    why: 'People outside the industry read after work and on weekends',
  },
};
