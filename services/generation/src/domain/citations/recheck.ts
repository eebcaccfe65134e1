import {
  RECHECK_AFTER_MS,
  RECHECK_MOVE_THRESHOLD,
  type Citation,
  type DataPoint,
  type MovedFigure,
  type RecheckResponse,
} from '@chainscribe/contracts';
import { AppError, type Locks } from '@chainscribe/service-kit';
import type { LibraryItemDoc } from '../../data-access/library-item.model.ts';
import type { LibraryRepository } from '../../data-access/library.repository.ts';
import type { FreshTokenData } from '../../data-access/market-lookup.client.ts';
import { toMarketFacts } from '../inputs.ts';
import { owned } from '../library/library-items.ts';
import { lockName } from '../library/library.ts';
import { citeThread } from './citations.ts';
import { dataPointsOf } from './data-points.ts';
import { restate, restateDate } from './restate.ts';

export interface RecheckDeps {
  repo: Pick<LibraryRepository, 'get' | 'setDataPoints'>;
  locks: Pick<Locks, 'withLock'>;
  market: { tokenData(symbol: string): Promise<FreshTokenData> };
  now: () => Date;
}

export const recheckMessages = {
  marketUnavailable: 'Market data could not be re-checked right now. Try again in a moment.',
} as const;

/** Points kept per item: the writer's, then re-checks; the oldest reads go first. */
const MAX_POINTS = 100;

const pointOf = (c: Citation, points: readonly DataPoint[]) =>
  points.find((p) => p.kind === c.kind && p.readAt === c.readAt && p.value === c.value) ?? null;

async function freshPoints(market: RecheckDeps['market'], symbols: readonly string[]): Promise<DataPoint[]> {
  const answers = await Promise.all(symbols.map((s) => market.tokenData(s)));
  return answers.flatMap((answer) => {
    if (answer === 'not-found') return [];
    const facts = answer === 'unavailable' ? null : toMarketFacts(answer);
    if (!facts) throw AppError.unavailable(recheckMessages.marketUnavailable);
    return dataPointsOf(facts);
  });
}

/** The tweet with every moved figure (and its dates) replaced, from the end so earlier offsets hold. */
function updatedTweet(text: string, changes: readonly { start: number; end: number; text: string }[]): string {
  return [...changes].sort((a, b) => b.start - a.start).reduce((t, c) => t.slice(0, c.start) + c.text + t.slice(c.end), text);
}

function movedFigures(doc: LibraryItemDoc, stale: readonly Citation[], points: readonly DataPoint[], fresh: readonly DataPoint[]) {
  const moved: Omit<MovedFigure, 'replacement'>[] = [];
  for (const c of stale) {
    const before = pointOf(c, points);
    const after = before && fresh.find((p) => p.kind === c.kind && p.symbol === before.symbol);
    if (!before || !after || c.kind === 'date') continue;
    const change = before.value === 0 ? (after.value === 0 ? 0 : 1) : Math.abs(after.value - before.value) / Math.abs(before.value);
    if (change <= RECHECK_MOVE_THRESHOLD) continue;
    const { tweet, start, end, kind } = c;
    const newText = restate(c.text, after.value);
    moved.push({
      tweet,
      start,
      end,
      kind,
      oldText: c.text,
      newText,
      oldValue: before.value,
      newValue: after.value,
      change,
      source: after.source,
      readAt: after.readAt,
    });
  }
  return moved.map((m) => {
    const sameTweet = moved.filter((o) => o.tweet === m.tweet).map((o) => ({ start: o.start, end: o.end, text: o.newText }));
    const freshDate = fresh.find((p) => p.kind === 'date');
    const dates = freshDate
      ? stale.filter((c) => c.tweet === m.tweet && c.kind === 'date').map((c) => ({ ...c, text: restateDate(c.text, freshDate.readAt) }))
      : [];
    return { ...m, replacement: updatedTweet(doc.tweets[m.tweet] ?? '', [...sameTweet, ...dates]) };
  });
}

/**
 * Before copy, export, schedule or post: cited figures read more than 15 minutes ago are read again;
 * those that moved by more than 2 % come back with the tweet as it would read updated. The fresh
 * reads are kept with the item, so the updated text cites them.
 */
export function createRecheck(deps: RecheckDeps) {
  return async (userId: string, id: string): Promise<RecheckResponse> => {
    const at = deps.now();
    const doc = owned(await deps.repo.get(id), userId, at);
    const points = doc.dataPoints ?? [];
    const stale = citeThread(doc.tweets, points).citations.filter((c) => at.getTime() - Date.parse(c.readAt) > RECHECK_AFTER_MS);
    const symbols = [...new Set(stale.flatMap((c) => pointOf(c, points)?.symbol ?? []))];
    if (symbols.length === 0) return { checkedAt: null, symbols: [], moved: [] };
    const fresh = await freshPoints(deps.market, symbols);
    await deps.locks.withLock(lockName(id), async (lease) => {
      const current = owned(await deps.repo.get(id), userId, deps.now());
      await deps.repo.setDataPoints(lease, current, [...(current.dataPoints ?? []), ...fresh].slice(-MAX_POINTS));
    });
    return { checkedAt: at.toISOString(), symbols, moved: movedFigures(doc, stale, points, fresh) };
  };
}

export type Recheck = ReturnType<typeof createRecheck>;
