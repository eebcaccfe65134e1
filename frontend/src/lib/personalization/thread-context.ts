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

const nonNegative = (value: number): number => Math.max(0, finite(value));

/** What this session looks like right now (the browser, the page's counts, the clock). */
interface SessionFacts {
  now: Date;
  sessionTime: number;
  deepDive: boolean;
  marketOpen: boolean;
  deviceType: ReturnType<typeof deviceTypeOf>;
}

function realTimeContextOf(browser: BrowserFacts, interactions: InteractionCounts, session: SessionFacts): RealTimeContext {
  return {
    timestamp: session.now.toISOString(),
    browserInfo: {
      userAgent: text(browser.userAgent),
      language: text(browser.language, 35),
      platform: text(browser.platform, 100),
      online: browser.online,
      touch: browser.touch,
      deviceType: session.deviceType,
      viewportWidth: nonNegative(browser.viewport.width),
      viewportHeight: nonNegative(browser.viewport.height),
    },
    performance: {
      pageLoadMs: browser.pageLoadMs === null ? null : nonNegative(browser.pageLoadMs),
    },
    interactionData: {
      tabSwitches: nonNegative(interactions.tabSwitches),
      optionChanges: nonNegative(interactions.optionChanges),
      tokenSearches: nonNegative(interactions.tokenSearches),
      timeOnPageMs: nonNegative(interactions.timeOnPageMs),
      sessionTimeMs: session.sessionTime,
      deepDive: session.deepDive,
      marketOpen: session.marketOpen,
    },
  };
}

/** What the history says about the writer's habits: favourites by frequency, recent topics and tokens. */
function habitsOf(history: readonly LearningEntry[]) {
  const totalThreads = history.length;
  return {
    totalThreads,
    level: experienceLevelFor(totalThreads),
    tones: byFrequency(history.map((entry) => entry.tone)),
    lengths: byFrequency(history.map((entry) => entry.length)),
    types: byFrequency(history.map((entry) => entry.threadType)),
    topics: recentUnique(
      history.map((entry) => entry.topic),
      RECENT_TOPICS,
      200,
    ),
    tokens: recentUnique(
      history.map((entry) => entry.tokenSymbol),
      CUSTOM_TOKENS,
      20,
    ),
    averageLength: totalThreads === 0 ? 0 : Math.round((history.reduce((sum, entry) => sum + entry.length, 0) / totalThreads) * 10) / 10,
    priceShare: totalThreads === 0 ? 0 : Math.round((history.filter((entry) => entry.includePrice).length / totalThreads) * 100) / 100,
  };
}

function userPreferencesOf(history: readonly LearningEntry[], browser: BrowserFacts, session: SessionFacts): UserPreferences {
  const habits = habitsOf(history);
  return {
    tones: habits.tones.slice(0, 5),
    lengths: habits.lengths.slice(0, 4),
    topics: habits.topics,
    timezone: text(browser.timezone, 64),
    language: text(browser.language, 35),
    deviceType: session.deviceType,
    screenSize: { width: nonNegative(browser.screen.width), height: nonNegative(browser.screen.height) },
    sessionTime: session.sessionTime,
    pastInteractions: history.slice(-PAST_INTERACTIONS).map(entryRecord),
    customTokens: habits.tokens,
    learningProfile: {
      experienceLevel: habits.level,
      totalThreads: habits.totalThreads,
      favoriteTone: habits.tones[0] ?? null,
      favoriteType: habits.types[0] ?? null,
      favoriteLength: habits.lengths[0] ?? null,
      averageLength: habits.averageLength,
      priceDataShare: habits.priceShare,
      deepDive: session.deepDive,
    },
  };
}

export function buildThreadContext({ history, now, sessionStartedAt, browser, interactions }: ThreadContextInput): ThreadContext {
  const sessionTime = nonNegative(now.getTime() - sessionStartedAt);
  const session: SessionFacts = {
    now,
    sessionTime,
    deepDive: isDeepDive(sessionTime),
    marketOpen: isMarketOpen(now),
    deviceType: deviceTypeOf(browser),
  };
  const level = experienceLevelFor(history.length);
  const userPreferences = userPreferencesOf(history, browser, session);
  return {
    userExperienceLevel: level,
    contextualRelevance: {
      marketOpen: session.marketOpen,
      deepDive: session.deepDive,
      hourUtc: now.getUTCHours(),
      dayOfWeekUtc: now.getUTCDay(),
      weekend: now.getUTCDay() === 0 || now.getUTCDay() === 6,
      experienceLevel: level,
    },
    userPreferences,
    historicalContext: {
      totalThreads: history.length,
      recentTopics: userPreferences.topics,
      recentThreads: history.slice(-RECENT_THREADS).map(entryRecord),
      preferredTones: userPreferences.tones,
      preferredLengths: userPreferences.lengths,
    },
    realTimeContext: realTimeContextOf(browser, interactions, session),
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
