/** Address formats by chain family: what a contract address in a tweet says about its chain. */
export type ChainFamily = 'evm' | 'move' | 'solana' | 'tron' | 'ton';

export const familyNames: Readonly<Record<ChainFamily, string>> = {
  evm: 'EVM (Ethereum-style)',
  move: 'Sui/Aptos',
  solana: 'Solana',
  tron: 'TRON',
  ton: 'TON',
};

const formats: readonly [ChainFamily, RegExp][] = [
  ['move', /\b0x[a-fA-F0-9]{64}\b/g],
  ['evm', /\b0x[a-fA-F0-9]{40}\b/g],
  ['ton', /\b[EU]Q[A-Za-z0-9_-]{46}\b/g],
  ['tron', /\bT[1-9A-HJ-NP-Za-km-z]{33}\b/g],
  ['solana', /\b[1-9A-HJ-NP-Za-km-z]{32,44}\b/g],
];

// The catalogue's platform names (CoinGecko asset platforms) by the address format their contracts use.
const EVM = new Set(
  'Ethereum,BNB Chain,Base,Arbitrum,Avalanche,Optimism,Fantom,Polygon,Ronin,Ethereum Classic,Core,Klaytn,Evmos,Celo,Moonbeam,Flare,WEMIX,EthereumPoW,KuCoin,XDC Network,Kava,Conflux'.split(
    ',',
  ),
);
const OTHERS: Readonly<Record<string, ChainFamily>> = { Solana: 'solana', TRON: 'tron', TON: 'ton', Sui: 'move', Aptos: 'move' };

export const chainFamilyOf = (platform: string | null): ChainFamily | null =>
  platform === null ? null : EVM.has(platform) ? 'evm' : (OTHERS[platform] ?? null);

export interface FoundAddress {
  family: ChainFamily;
  start: number;
  end: number;
}

/** Addresses in a text; a base58 run counts only with a digit in it (long words are not addresses). */
export function addressesIn(text: string): FoundAddress[] {
  const found: FoundAddress[] = [];
  const taken = (start: number, end: number) => found.some((f) => start < f.end && end > f.start);
  for (const [family, regex] of formats) {
    for (const match of text.matchAll(regex)) {
      const start = match.index;
      const end = start + match[0].length;
      if (taken(start, end) || (family === 'solana' && !/\d/.test(match[0]))) continue;
      found.push({ family, start, end });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
