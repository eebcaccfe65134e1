/**
 * Regenerates `src/data-access/catalogue.json` from the `@web3icons/common` token metadata plus
 * our curation (`catalogue-curation.ts`). The package is read from disk, never installed as a
 * runtime dependency:
 *
 *   cd /tmp && npm pack @web3icons/common && tar xzf web3icons-common-*.tgz
 *   node services/market/src/cli/build-catalogue.ts /tmp/package
 *
 * Without an argument it looks in node_modules/@web3icons/common. The output is deterministic
 * (sorted, no timestamps) so a regenerated file diffs only where the data changed.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import {
  additions,
  categories,
  categoryMembers,
  excluded,
  MAX_PACKAGE_RANK,
  memes,
  overrides,
  popular,
  verified,
  type CategoryId,
} from './catalogue-curation.ts';

const packageTokenSchema = z.object({
  id: z.string(),
  symbol: z.string(),
  name: z.string(),
  marketCapRank: z.number().nullable(),
  addresses: z.record(z.string(), z.string().optional()),
});
type PackageToken = z.infer<typeof packageTokenSchema>;

/** CoinGecko asset-platform ids (the keys of `addresses`) as people name the chains. */
const platformNames: Record<string, string> = {
  ethereum: 'Ethereum',
  'binance-smart-chain': 'BNB Chain',
  solana: 'Solana',
  tron: 'TRON',
  osmosis: 'Osmosis',
  'arbitrum-one': 'Arbitrum',
  cosmos: 'Cosmos',
  base: 'Base',
  'polygon-pos': 'Polygon',
  ton: 'TON',
  avalanche: 'Avalanche',
  'optimistic-ethereum': 'Optimism',
  ordinals: 'Bitcoin',
  akash: 'Akash',
  aptos: 'Aptos',
  canto: 'Canto',
  celo: 'Celo',
  kava: 'Kava',
  xdai: 'Gnosis',
  neo: 'NEO',
  'internet-computer': 'Internet Computer',
  moonriver: 'Moonriver',
  ontology: 'Ontology',
  evmos: 'Evmos',
  rootstock: 'Rootstock',
  secret: 'Secret',
  ronin: 'Ronin',
  polkadot: 'Polkadot',
  sui: 'Sui',
  terra: 'Terra',
  fantom: 'Fantom',
  cronos: 'Cronos',
  binancecoin: 'BNB Beacon Chain',
};

const words = (list: string) => list.split(/\s+/).filter(Boolean);

function fail(message: string): never {
  process.stderr.write(`build-catalogue: ${message}\n`);
  process.exit(1);
}

async function loadPackage(dir: string) {
  const pkgJson = join(dir, 'package.json');
  if (!existsSync(pkgJson)) {
    fail(`no package at ${dir}. Run: cd /tmp && npm pack @web3icons/common && tar xzf web3icons-common-*.tgz, then pass /tmp/package`);
  }
  const { name, version } = z
    .object({ name: z.literal('@web3icons/common'), version: z.string() })
    .parse(JSON.parse(readFileSync(pkgJson, 'utf8')));
  const module: unknown = await import(pathToFileURL(join(dir, 'dist/metadata/tokens.js')).href);
  const { tokens } = z.object({ tokens: z.array(packageTokenSchema) }).parse(module);
  return { source: `${name}@${version}`, tokens };
}

function platformOf(token: PackageToken): string {
  const firstChain = Object.keys(token.addresses)[0];
  // No contract anywhere: a native coin, whose chain carries the coin's name (Bitcoin, Solana…).
  if (firstChain === undefined) return token.name;
  return platformNames[firstChain] ?? firstChain;
}

async function main() {
  const from = resolve(process.argv[2] ?? 'node_modules/@web3icons/common');
  const out = resolve(import.meta.dirname, '../data-access/catalogue.json');
  const pkg = await loadPackage(from);

  const categoryOf = new Map<string, CategoryId>();
  for (const [category, list] of Object.entries(categoryMembers) as [CategoryId, string][]) {
    for (const symbol of words(list)) {
      const previous = categoryOf.get(symbol);
      if (previous) fail(`${symbol} is in both ${previous} and ${category}`);
      categoryOf.set(symbol, category);
    }
  }
  const memeSet = new Set(words(memes));
  for (const symbol of memeSet) {
    if (categoryOf.has(symbol)) fail(`${symbol} is a meme and also in ${categoryOf.get(symbol) ?? ''}`);
    categoryOf.set(symbol, 'meme');
  }
  const verifiedSet = new Set(words(verified));
  const additionSymbols = new Set(additions.map((a) => a.symbol));

  const rows = new Map<
    string,
    { symbol: string; name: string; coingeckoId: string | null; rank: number | null; platform: string | null; origin: string }
  >();
  for (const token of pkg.tokens) {
    const packageSymbol = token.symbol.toUpperCase();
    const override = overrides[packageSymbol];
    const rank = token.marketCapRank && token.marketCapRank > 0 ? token.marketCapRank : null;
    const wanted = override !== undefined || (rank !== null && rank <= MAX_PACKAGE_RANK);
    if (!wanted || excluded[packageSymbol] !== undefined) continue;
    const symbol = override?.symbol ?? packageSymbol;
    if (additionSymbols.has(symbol)) continue;
    rows.set(symbol, {
      symbol,
      name: override?.name ?? token.name,
      coingeckoId: override?.coingeckoId ?? token.id,
      rank: override?.rank ?? rank,
      platform: override?.platform ?? platformOf(token),
      origin: pkg.source,
    });
  }
  for (const addition of additions) {
    rows.set(addition.symbol, { ...addition, rank: null, origin: 'curation' });
  }

  const curated = [...categoryOf.keys(), ...verifiedSet, ...popular, ...Object.keys(overrides).map((s) => overrides[s]?.symbol ?? s)];
  const unknown = [...new Set(curated)].filter((symbol) => !rows.has(symbol));
  if (unknown.length > 0) fail(`curated symbols missing from the catalogue: ${unknown.join(' ')}`);

  const tokens = [...rows.values()]
    .map((row) => ({
      symbol: row.symbol,
      name: row.name,
      category: categoryOf.get(row.symbol) ?? 'other',
      rank: row.rank,
      isMeme: memeSet.has(row.symbol),
      verified: verifiedSet.has(row.symbol),
      platform: row.platform,
      source: 'catalogue' as const,
      coingeckoId: row.coingeckoId,
      origin: row.origin,
    }))
    .sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER) || a.symbol.localeCompare(b.symbol));

  const catalogue = { generatedFrom: [pkg.source, 'services/market/src/cli/catalogue-curation.ts'], categories, popular, tokens };
  // One token per line: a regenerated file diffs token by token.
  const json = JSON.stringify({ ...catalogue, tokens: [] }, null, 2).replace(
    '"tokens": []',
    `"tokens": [\n${tokens.map((t) => `    ${JSON.stringify(t)}`).join(',\n')}\n  ]`,
  );
  writeFileSync(out, `${json}\n`);
  const uncategorised = tokens.filter((t) => t.category === 'other').map((t) => t.symbol);
  process.stdout.write(
    `build-catalogue: ${tokens.length} tokens (${tokens.filter((t) => t.origin === 'curation').length} added by curation, ` +
      `${tokens.filter((t) => t.verified).length} verified, ${tokens.filter((t) => t.isMeme).length} memes) → ${out}\n` +
      `uncategorised (${uncategorised.length}): ${uncategorised.join(' ')}\n`,
  );
}

await main();
