import type { ViralFormat } from '../ports.ts';

/** Post formats that reliably travel on Crypto Twitter, with the audiences they suit best. */
export const viralFormats: readonly ViralFormat[] = [
  {
    name: 'Explainer thread',
    description: 'A numbered thread that explains one mechanism step by step, opening with the payoff in the first post',
    audiences: ['general', 'newcomers', 'defi', 'investors', 'builders'],
  },
  {
    name: 'Contrarian take',
    description: 'One clear claim that challenges the consensus, followed by the strongest reason for it',
    audiences: ['crypto-natives', 'traders', 'investors'],
  },
  {
    name: 'Chart with one takeaway',
    description: 'A single chart or data screenshot with a one-line interpretation and the data source',
    audiences: ['traders', 'investors', 'defi', 'crypto-natives'],
  },
  {
    name: '"What most people miss" list',
    description: 'Three to five non-obvious points about a trending narrative, each one line',
    audiences: 'all',
  },
  {
    name: 'Builder progress update',
    description: 'What was shipped, what was learned and a screenshot or short demo',
    audiences: ['builders', 'nft', 'crypto-natives'],
  },
  {
    name: 'Plain-language glossary',
    description: 'Defines a piece of jargon (restaking, blobs, LRT) in one sentence with an everyday analogy',
    audiences: ['newcomers', 'general'],
  },
  {
    name: 'Risk checklist',
    description: 'A short list of what can go wrong with a protocol or trade and how to check for it',
    audiences: ['defi', 'newcomers', 'investors', 'traders'],
  },
  {
    name: 'Question to the timeline',
    description: 'An open, specific question that invites people to share experience or predictions',
    audiences: 'all',
  },
  {
    name: 'Then vs. now comparison',
    description: 'Contrasts how something worked in a past cycle with how it works today',
    audiences: ['crypto-natives', 'investors', 'general'],
  },
  {
    name: 'Community spotlight',
    description: 'Highlights artists, collectors or builders with their work attached',
    audiences: ['nft', 'builders', 'crypto-natives'],
  },
  {
    name: 'Level-by-level trade plan',
    description: 'Key levels, the invalidation point and the reasoning, framed as analysis rather than advice',
    audiences: ['traders'],
  },
];
