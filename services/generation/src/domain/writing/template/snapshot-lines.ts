import type { ThreadTone } from '@chainscribe/contracts';

/**
 * The one place a thread states figures from the market's bundled snapshot. Live beats say "right
 * now" and "on the day", which old figures must never do, so snapshot figures get only these
 * lines: each names them as a snapshot and carries its date through {source} ("as of …, from a
 * bundled snapshot"), and says to check a live chart.
 */
export const snapshotLines: Readonly<Record<ThreadTone, readonly string[]>> = {
  educational: [
    "Live prices couldn't be reached for this thread, so here are the last figures we have for {tag}: {figures} ({source}). Check a live chart before acting on them.",
    'For scale, older figures for {tag}: {figures} ({source}). Not current, so verify before using them.',
  ],
  calm: [
    "No live price feed today. For a sense of scale, {tag} last looked like this: {figures} ({source}). Old numbers, so check today's before doing anything.",
    'Some perspective from older numbers on {tag}: {figures} ({source}). Worth checking the current ones yourself.',
  ],
  degen: [
    'no live feed rn, so old numbers on {tag}: {figures} ({source}). check the chart before you ape',
    'last numbers we got on {tag}: {figures} ({source}). stale, dyor on the live chart',
  ],
  hype: [
    'Live feed is down, but here are the last figures on {tag}: {figures} ({source}). Check the live chart for where it is now!',
    'Where {tag} stood at our last snapshot: {figures} ({source}). Pull up a live chart for today!',
  ],
  shill: [
    "Live prices aren't reachable right now, so here's {tag} from our last snapshot: {figures} ({source}). Check a live chart before you decide.",
    'The last recorded numbers for {tag}: {figures} ({source}). Always confirm on a live chart.',
  ],
};
