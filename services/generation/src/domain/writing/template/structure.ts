import type { TemplateBeat, TemplateRole } from '@chainscribe/contracts';

/**
 * The body beats that can play each template role, most fitting first. A beat listed under
 * several roles counts as the first of them when it is written off-role.
 */
export const roleBeats: Readonly<Record<Exclude<TemplateRole, 'hook' | 'cta'>, readonly string[]>> = {
  context: ['post-quote', 'event-change', 'basics', 'research-summary', 'why-now', 'token-use', 'unavailable'],
  data: ['market-snapshot', 'market-move', 'market-turnover', 'point', 'signal-onchain', 'token-signals', 'unavailable'],
  insight: [
    'point',
    'event-who',
    'event-priced-in',
    'value-flow',
    'post-take',
    'post-implication',
    'trend',
    'bull-case',
    'token-use',
    'why-now',
  ],
  risk: ['risk-technical', 'risk-market', 'bear-case', 'mistake-chasing', 'mistake-leverage'],
  signal: ['signal-usage', 'signal-onchain', 'token-signals', 'market-sentiment', 'trend'],
  steps: ['playbook-research', 'playbook-position', 'timeframe', 'mistake-chasing'],
  summary: ['summary', 'closer', 'timeframe'],
};

const bodyRoles = Object.keys(roleBeats) as (keyof typeof roleBeats)[];

/** The role a beat plays when nothing else is asked of it. */
export function roleOfBeat(key: string): TemplateRole {
  return bodyRoles.find((role) => roleBeats[role].includes(key)) ?? 'insight';
}

/** Roles a template's closing beat may be written with when the user asked for no CTA text. */
const closingBeats = ['closer', 'summary'];

export interface Candidate {
  key: string;
  priority: number;
}

/**
 * Picks one candidate per structure position, in the structure's order: the highest-priority
 * unused candidate that plays the asked role, else (nothing left for that role) the best unused
 * one, which is then reported with its own role. `write` renders a candidate or answers null when
 * none of its drafts fit.
 */
export function followStructure<C extends Candidate>(
  beats: readonly TemplateBeat[],
  candidates: readonly C[],
  write: (candidate: C) => string | null,
): { texts: string[]; roles: TemplateRole[] } | null {
  const byPriority = [...candidates].sort((a, b) => b.priority - a.priority);
  const spent = new Set<C>();
  const texts: string[] = [];
  const roles: TemplateRole[] = [];
  const tryAll = (pool: readonly C[]): { text: string; candidate: C } | null => {
    for (const candidate of pool) {
      if (spent.has(candidate)) continue;
      spent.add(candidate);
      const text = write(candidate);
      if (text) return { text, candidate };
    }
    return null;
  };
  for (const beat of beats) {
    const wanted = beat.role === 'hook' ? [] : beat.role === 'cta' ? closingBeats : roleBeats[beat.role];
    const onRole = byPriority.filter((c) => wanted.includes(c.key));
    const found = tryAll(onRole) ?? tryAll(byPriority);
    if (!found) return null;
    texts.push(found.text);
    roles.push(wanted.includes(found.candidate.key) ? beat.role : roleOfBeat(found.candidate.key));
  }
  return { texts, roles };
}
