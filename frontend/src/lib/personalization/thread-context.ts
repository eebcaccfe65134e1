import type { BoundedRecord, ExperienceLevel, HistoricalContext, RealTimeContext, UserPreferences } from '@chainscribe/contracts';
import type { LearningEntry } from './learning-history.ts';

// The context sent with a thread request (spec §7 call 9, §9 constants). Built from the local
// learning history and what the browser says about this session; every list and text is cut to
// the contract's bounds here, so a long history can never make a request invalid.

export const EXPERT_ABOVE_THREADS = 10;
export const INTERMEDIATE_ABOVE_THREADS = 3;
export const DEEP_DIVE_SESSION_MS = 300_000;
export const MARKET_OPEN_FROM_UTC_HOUR = 8;
export const MARKET_OPEN_UNTIL_UTC_HOUR = 22;

const RECENT_TOPICS = 10;
const RECENT_THREADS = 5;
const PAST_INTERACTIONS = 10;
const CUSTOM_TOKENS = 20;
const TEXT_MAX = 500;

/** Spec §9: expert above 10 threads, intermediate above 3, else beginner. */
export function experienceLevelFor(threads: number): ExperienceLevel {
  if (threads > EXPERT_ABOVE_THREADS) return 'expert';
  if (threads > INTERMEDIATE_ABOVE_THREADS) return 'intermediate';
  return 'beginner';
}

/** A session longer than five minutes is a deep dive. */
export const isDeepDive = (sessionMs: number): boolean => sessionMs > DEEP_DIVE_SESSION_MS;

/** True for UTC hours 8 to 22, both included. */
export function isMarketOpen(at: Date): boolean {
  const hour = at.getUTCHours();
  return hour >= MARKET_OPEN_FROM_UTC_HOUR && hour <= MARKET_OPEN_UNTIL_UTC_HOUR;
}

/** What the browser tells about the device; read once per request by `readBrowserFacts`. */
export interface BrowserFacts {
  timezone: string;
  language: string;
  userAgent: string;
  platform: string;
  online: boolean;
  screen: { width: number; height: number };
  viewport: { width: number; height: number };
  touch: boolean;
  pageLoadMs: number | null;
}

/** What the user did on the page before asking, counted by the page. */
export interface InteractionCounts {
  tabSwitches: number;
  optionChanges: number;
  tokenSearches: number;
  timeOnPageMs: number;
}

export interface ThreadContextInput {
  history: readonly LearningEntry[];
  now: Date;
  sessionStartedAt: number;
  browser: BrowserFacts;
  interactions: InteractionCounts;
}

export interface ThreadContext {
  userPreferences: UserPreferences;
  historicalContext: HistoricalContext;
  realTimeContext: RealTimeContext;
  userExperienceLevel: ExperienceLevel;
  contextualRelevance: BoundedRecord;
}

const finite = (value: number): number => (Number.isFinite(value) ? Math.round(value) : 0);
const text = (value: string, max = TEXT_MAX): string => value.slice(0, max);

export function deviceTypeOf(browser: Pick<BrowserFacts, 'viewport' | 'touch'>): 'mobile' | 'tablet' | 'desktop' {
  const width = browser.viewport.width;
  if (width < 640) return 'mobile';
  if (width < 1024 && browser.touch) return 'tablet';
  return 'desktop';
}

/** Values ordered by how often they occur (ties: most recent first). */
function byFrequency<T>(values: readonly T[]): T[] {
  const counts = new Map<T, { count: number; last: number }>();
  values.forEach((value, index) => counts.set(value, { count: (counts.get(value)?.count ?? 0) + 1, last: index }));
  return [...counts.entries()].sort((a, b) => b[1].count - a[1].count || b[1].last - a[1].last).map(([value]) => value);
}

function recentUnique(values: readonly (string | null)[], limit: number, max = TEXT_MAX): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (let i = values.length - 1; i >= 0 && out.length < limit; i -= 1) {
    const value = values[i]?.trim();
    if (!value || seen.has(value.toLowerCase())) continue;
    seen.add(value.toLowerCase());
    out.push(text(value, max));
  }
  return out;
}

const entryRecord = (entry: LearningEntry): BoundedRecord => ({
  at: entry.at,
  threadType: entry.threadType,
  tone: entry.tone,
  length: entry.length,
  hookStyle: entry.hookStyle,
  topic: entry.topic,
  tokenSymbol: entry.tokenSymbol,
  includePrice: entry.includePrice,
  includeCTA: entry.includeCTA,
});

export function buildThreadContext({ history, now, sessionStartedAt, browser, interactions }: ThreadContextInput): ThreadContext {
  const totalThreads = history.length;
  const level = experienceLevelFor(totalThreads);
  const sessionTime = Math.max(0, finite(now.getTime() - sessionStartedAt));
  const deepDive = isDeepDive(sessionTime);
  const marketOpen = isMarketOpen(now);
  const tones = byFrequency(history.map((entry) => entry.tone));
  const lengths = byFrequency(history.map((entry) => entry.length));
  const types = byFrequency(history.map((entry) => entry.threadType));
  const topics = recentUnique(
    history.map((entry) => entry.topic),
    RECENT_TOPICS,
    200,
  );
  const tokens = recentUnique(
    history.map((entry) => entry.tokenSymbol),
    CUSTOM_TOKENS,
    20,
  );
  const averageLength =
    totalThreads === 0 ? 0 : Math.round((history.reduce((sum, entry) => sum + entry.length, 0) / totalThreads) * 10) / 10;
  const priceShare = totalThreads === 0 ? 0 : Math.round((history.filter((entry) => entry.includePrice).length / totalThreads) * 100) / 100;
  const deviceType = deviceTypeOf(browser);

  return {
    userExperienceLevel: level,
    contextualRelevance: {
      marketOpen,
      deepDive,
      hourUtc: now.getUTCHours(),
      dayOfWeekUtc: now.getUTCDay(),
      weekend: now.getUTCDay() === 0 || now.getUTCDay() === 6,
      experienceLevel: level,
    },
    userPreferences: {
      tones: tones.slice(0, 5),
      lengths: lengths.slice(0, 4),
      topics,
      timezone: text(browser.timezone, 64),
      language: text(browser.language, 35),
      deviceType,
      screenSize: { width: Math.max(0, finite(browser.screen.width)), height: Math.max(0, finite(browser.screen.height)) },
      sessionTime,
      pastInteractions: history.slice(-PAST_INTERACTIONS).map(entryRecord),
      customTokens: tokens,
      learningProfile: {
        experienceLevel: level,
        totalThreads,
        favoriteTone: tones[0] ?? null,
        favoriteType: types[0] ?? null,
        favoriteLength: lengths[0] ?? null,
        averageLength,
        priceDataShare: priceShare,
        deepDive,
      },
    },
    historicalContext: {
      totalThreads,
      recentTopics: topics,
      recentThreads: history.slice(-RECENT_THREADS).map(entryRecord),
      preferredTones: tones.slice(0, 5),
      preferredLengths: lengths.slice(0, 4),
    },
    realTimeContext: {
      timestamp: now.toISOString(),
      browserInfo: {
        userAgent: text(browser.userAgent),
        language: text(browser.language, 35),
        platform: text(browser.platform, 100),
        online: browser.online,
        touch: browser.touch,
        deviceType,
        viewportWidth: Math.max(0, finite(browser.viewport.width)),
        viewportHeight: Math.max(0, finite(browser.viewport.height)),
      },
      performance: {
        pageLoadMs: browser.pageLoadMs === null ? null : Math.max(0, finite(browser.pageLoadMs)),
      },
      interactionData: {
        tabSwitches: Math.max(0, finite(interactions.tabSwitches)),
        optionChanges: Math.max(0, finite(interactions.optionChanges)),
        tokenSearches: Math.max(0, finite(interactions.tokenSearches)),
        timeOnPageMs: Math.max(0, finite(interactions.timeOnPageMs)),
        sessionTimeMs: sessionTime,
        deepDive,
        marketOpen,
      },
    },
  };
}

/** The facts `buildThreadContext` needs from this browser. */
export function readBrowserFacts(): BrowserFacts {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  let timezone = 'UTC';
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    // Keep UTC.
  }
  return {
    timezone,
    language: navigator.language || 'en',
    userAgent: navigator.userAgent,
    platform: (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform ?? '',
    online: navigator.onLine,
    screen: { width: window.screen?.width ?? 0, height: window.screen?.height ?? 0 },
    viewport: { width: window.innerWidth, height: window.innerHeight },
    touch: (navigator.maxTouchPoints ?? 0) > 0,
    pageLoadMs: navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd - navigation.startTime : null,
  };
}
