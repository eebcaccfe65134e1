/**
 * Our editorial layer over the registry metadata (`@web3icons/common`): the package knows symbols,
 * names, CoinGecko ids, a market-cap rank snapshot and contract addresses; it knows nothing about
 * categories, memes or which listings we vouch for. Everything here is read by
 * `build-catalogue.ts` only; the service reads the generated `catalogue.json`.
 *
 * Symbols are listed whitespace-separated so a reviewer can scan a category at a glance.
 */

export const categories = [
  { id: 'layer-1', name: 'Layer 1' },
  { id: 'layer-2', name: 'Layer 2' },
  { id: 'defi', name: 'DeFi' },
  { id: 'meme', name: 'Meme' },
  { id: 'ai', name: 'AI' },
  { id: 'gaming', name: 'Gaming & metaverse' },
  { id: 'stablecoin', name: 'Stablecoins' },
  { id: 'exchange', name: 'Exchange tokens' },
  { id: 'infrastructure', name: 'Infrastructure' },
  { id: 'rwa', name: 'Real-world assets' },
  { id: 'liquid-staking', name: 'Liquid staking & restaking' },
  { id: 'wrapped', name: 'Wrapped assets' },
  { id: 'payments', name: 'Payments' },
  { id: 'privacy', name: 'Privacy' },
  { id: 'nft', name: 'NFT' },
  { id: 'social', name: 'Social' },
  { id: 'other', name: 'Other' },
] as const;

export type CategoryId = (typeof categories)[number]['id'];

/** Tokens whose category is ours to state. Memes are listed in `memes` and land in 'meme'. */
export const categoryMembers: Record<Exclude<CategoryId, 'meme' | 'other'>, string> = {
  'layer-1': `
    BTC ETH BNB SOL XRP ADA AVAX TON DOT TRX ICP NEAR APT ATOM ETC XLM HBAR VET INJ KAS FTM SUI SEI
    ALGO FLOW CFX EGLD XTZ MINA FLR EOS NEO IOTA KAVA CORE KLAY ROSE CKB XRD LUNA LUNC XDC ZIL RVN
    QTUM CSPR XEM DCR GAS KSM XCH GLMR KDA WAVES CHR ONE ICX KUJI AZERO CTC ONT VTHO ELF ETHW FNSA
    TET ADI SYS IOST ALPH MOVR ARK DAG CANTO HIVE OAS TLOS ONG ERG QANX FX ARDR LYX XPLA DIONE QSR
    BERA PI
  `,
  'layer-2': `
    ARB OP MNT STRK MATIC POL METIS BOBA SKL LRC ZK MANTA BLAST SCR STX CTSI AURORA OMG CELO LSK
  `,
  defi: `
    UNI MKR AAVE RUNE SNX DYDX CAKE CRV DEXE 1INCH FXS COMP PENDLE GMX SUSHI RAY JOE YFI NXM XVS C98
    VVS ZCX ALEX JST SUN SPELL VELO DODO HFT SDEX GNS TRU MAV RDNT STG KNC LQTY APEX HIFI CPOOL BNT
    POLS FRONT OGN RBN DAO NEXO CEL OSMO RSR LSD ZIG AUCTION SURE JUP ENA AERO MORPHO HYPE SKY ZRX
    TRIBE SFUND
  `,
  ai: `
    FET AGIX TAO OCEAN RENDER AKT ARKM PAAL NOS AI 0X0 AITECH CGPT HEART ORAI NMR PHB VIRTUAL WLD
    GRASS KAITO IO
  `,
  gaming: `
    GALA SAND AXS MANA ILV BEAM PRIME ENJ YGG PIXEL IMX MBOX ALICE PYR VR MYRIA NAKA SLP GHX ATLAS
    TLM SHRAP SIDUS MBX CHZ WEMIX CROWN WIN RLB PORTAL WAXP NOT XAI RON
  `,
  stablecoin: `
    USDT USDC DAI FDUSD USDD FRAX TUSD PYUSD USTC CRVUSD EURS GUSD LUSD USDE BUSD USDS
  `,
  exchange: `
    LEO OKB GT KCS CRO WBT TKX MX OKT BTSE WRX HT FTN LCX KUB WOO
  `,
  infrastructure: `
    LINK GRT FIL AR QNT HNT THETA TFUEL PYTH AXL TIA RIF CQT ORBS NOIA POKT NKN STORJ SC GLM LPT
    AIOZ RSS3 ID ENS TRAC T BLZ POND KEEP XYO DENT MOBILE HONEY JASMY GEL UMA LTO CUDOS EWT POWR HOT
    ANT NGL ABT NXRA CVC CTK TRIAS DORA RLC PROM SHDW RAD LOOM BAT TWT SFP GNO SSV ATOR PHA FLUX W
    DYM ALT WAL TRB CELR
  `,
  rwa: `
    XAUT PAXG CFG WCFG POLYX OM ONDO MPL IXS PRO ATR TOKEN
  `,
  'liquid-staking': `
    LDO RPL RETH MSOL STSOL SWETH CBETH SFRXETH ETHX WBETH OETH MATICX STETH WSTETH FIS STRD EIGEN
    ETHFI JTO
  `,
  wrapped: `
    WBTC HBTC TBTC WETH
  `,
  payments: `
    LTC BCH BSV DASH XNO XEC DGB XVG BTG TEL ACH COTI SXP PUNDIX MTL REQ ETN ZBC
  `,
  privacy: `
    XMR ZEC SCRT NYM BDX MWC DUSK ZEN
  `,
  nft: `
    APE BLUR LOOKS RARE OMI ERN MPLX OPUL
  `,
  social: `
    MASK CYBER DESO GAL AUDIO STEEM RLY HUNT GTC SNT
  `,
};

/**
 * Memes, by our reading of how the market treats them (BRC-20 tickers such as ORDI and SATS
 * included). Each is flagged `isMeme` and sits in the 'meme' category.
 */
export const memes = `
  DOGE SHIB PEPE MEME POPCAT MOG DOG LADYS ELON TOSHI DEGEN OSAK SATS ORDI PEOPLE UTYA
  WIF BONK TRUMP FLOKI BRETT BOME PENGU FARTCOIN SPX PNUT GOAT MEW BABYDOGE TURBO
`;

/**
 * Listings we vouch for: the symbol, name and CoinGecko id were checked by hand against the
 * project. Search ranks them first within a tier, so a copycat ticker never outranks the original.
 */
export const verified = `
  BTC ETH USDT BNB SOL XRP USDC DOGE ADA AVAX TON SHIB DOT BCH LINK WBTC TRX UNI MATIC POL ICP LTC
  NEAR APT FIL STX ATOM ETC DAI ARB MNT RENDER CRO XLM HBAR OKB OP GRT MKR PEPE TAO VET INJ KAS FET
  RUNE THETA FTM TIA FDUSD AR LDO GALA XMR SUI SEI ALGO FLOW AAVE EGLD DYDX SAND AXS STRK SNX PYTH
  ORDI XTZ CHZ MINA MANA FLR APE EOS CAKE NEO IOTA KAVA HNT JASMY GNO BLUR OSMO CRV ENS COMP PENDLE
  GMX SUSHI YFI ZEC DASH IMX ZRX BAT 1INCH LRC CELO ENJ ILV BEAM JUP ENA ONDO WIF BONK TRUMP FLOKI
  BRETT BOME PENGU POPCAT MOG WLD VIRTUAL EIGEN ETHFI JTO STETH WSTETH WETH RETH CBETH HYPE ZK
  AERO MORPHO BERA PAXG XAUT PYUSD USDE FRAX TUSD SKY USDS NOT RON OCEAN AGIX AKT ARKM QNT
`;

/** The 15 symbols the token picker offers before anything is typed (spec §7 call 5). */
export const popular = ['BTC', 'ETH', 'SOL', 'BNB', 'XRP', 'DOGE', 'ADA', 'AVAX', 'TON', 'LINK', 'DOT', 'PEPE', 'SHIB', 'ARB', 'SUI'];

export interface Addition {
  symbol: string;
  name: string;
  coingeckoId: string;
  /** Where the token lives, for `sourceDetails.platform`. */
  platform: string;
}

/**
 * Tokens the package does not carry (or carries under another project's ticker) that any crypto
 * writer will type. Rank stays null: we do not make up a market-cap rank the package did not give.
 * An addition replaces a package token with the same symbol (e.g. JUP, SPX, PI).
 */
export const additions: Addition[] = [
  { symbol: 'WIF', name: 'dogwifhat', coingeckoId: 'dogwifcoin', platform: 'Solana' },
  { symbol: 'BONK', name: 'Bonk', coingeckoId: 'bonk', platform: 'Solana' },
  { symbol: 'TRUMP', name: 'Official Trump', coingeckoId: 'official-trump', platform: 'Solana' },
  { symbol: 'ONDO', name: 'Ondo', coingeckoId: 'ondo-finance', platform: 'Ethereum' },
  { symbol: 'JUP', name: 'Jupiter', coingeckoId: 'jupiter-exchange-solana', platform: 'Solana' },
  { symbol: 'ENA', name: 'Ethena', coingeckoId: 'ethena', platform: 'Ethereum' },
  { symbol: 'W', name: 'Wormhole', coingeckoId: 'wormhole', platform: 'Solana' },
  { symbol: 'PENGU', name: 'Pudgy Penguins', coingeckoId: 'pudgy-penguins', platform: 'Solana' },
  { symbol: 'FLOKI', name: 'FLOKI', coingeckoId: 'floki', platform: 'Ethereum' },
  { symbol: 'BRETT', name: 'Brett', coingeckoId: 'based-brett', platform: 'Base' },
  { symbol: 'BOME', name: 'BOOK OF MEME', coingeckoId: 'book-of-meme', platform: 'Solana' },
  { symbol: 'NOT', name: 'Notcoin', coingeckoId: 'notcoin', platform: 'TON' },
  { symbol: 'VIRTUAL', name: 'Virtuals Protocol', coingeckoId: 'virtual-protocol', platform: 'Base' },
  { symbol: 'FARTCOIN', name: 'Fartcoin', coingeckoId: 'fartcoin', platform: 'Solana' },
  { symbol: 'EIGEN', name: 'EigenLayer', coingeckoId: 'eigenlayer', platform: 'Ethereum' },
  { symbol: 'ETHFI', name: 'ether.fi', coingeckoId: 'ether-fi', platform: 'Ethereum' },
  { symbol: 'JTO', name: 'Jito', coingeckoId: 'jito-governance-token', platform: 'Solana' },
  { symbol: 'WLD', name: 'Worldcoin', coingeckoId: 'worldcoin-wld', platform: 'Ethereum' },
  { symbol: 'ZK', name: 'ZKsync', coingeckoId: 'zksync', platform: 'ZKsync' },
  { symbol: 'GRASS', name: 'Grass', coingeckoId: 'grass', platform: 'Solana' },
  { symbol: 'AERO', name: 'Aerodrome Finance', coingeckoId: 'aerodrome-finance', platform: 'Base' },
  { symbol: 'MORPHO', name: 'Morpho', coingeckoId: 'morpho', platform: 'Ethereum' },
  { symbol: 'BERA', name: 'Berachain', coingeckoId: 'berachain-bera', platform: 'Berachain' },
  { symbol: 'SPX', name: 'SPX6900', coingeckoId: 'spx6900', platform: 'Ethereum' },
  { symbol: 'PNUT', name: 'Peanut the Squirrel', coingeckoId: 'peanut-the-squirrel', platform: 'Solana' },
  { symbol: 'GOAT', name: 'Goatseus Maximus', coingeckoId: 'goatseus-maximus', platform: 'Solana' },
  { symbol: 'STETH', name: 'Lido Staked Ether', coingeckoId: 'staked-ether', platform: 'Ethereum' },
  { symbol: 'WSTETH', name: 'Wrapped stETH', coingeckoId: 'wrapped-steth', platform: 'Ethereum' },
  { symbol: 'WETH', name: 'Wrapped Ether', coingeckoId: 'weth', platform: 'Ethereum' },
  { symbol: 'BUSD', name: 'Binance USD', coingeckoId: 'binance-usd', platform: 'BNB Chain' },
  { symbol: 'HYPE', name: 'Hyperliquid', coingeckoId: 'hyperliquid', platform: 'Hyperliquid' },
  { symbol: 'SKY', name: 'Sky', coingeckoId: 'sky', platform: 'Ethereum' },
  { symbol: 'USDS', name: 'USDS', coingeckoId: 'usds', platform: 'Ethereum' },
  { symbol: 'MEW', name: 'cat in a dogs world', coingeckoId: 'cat-in-a-dogs-world', platform: 'Solana' },
  { symbol: 'BABYDOGE', name: 'Baby Doge Coin', coingeckoId: 'baby-doge-coin', platform: 'BNB Chain' },
  { symbol: 'TURBO', name: 'Turbo', coingeckoId: 'turbo', platform: 'Ethereum' },
  { symbol: 'KAITO', name: 'KAITO', coingeckoId: 'kaito', platform: 'Base' },
  { symbol: 'MANTA', name: 'Manta Network', coingeckoId: 'manta-network', platform: 'Manta Pacific' },
  { symbol: 'BLAST', name: 'Blast', coingeckoId: 'blast', platform: 'Blast' },
  { symbol: 'SCR', name: 'Scroll', coingeckoId: 'scroll', platform: 'Scroll' },
  { symbol: 'DYM', name: 'Dymension', coingeckoId: 'dymension', platform: 'Dymension' },
  { symbol: 'ALT', name: 'AltLayer', coingeckoId: 'altlayer', platform: 'Ethereum' },
  { symbol: 'RON', name: 'Ronin', coingeckoId: 'ronin', platform: 'Ronin' },
  { symbol: 'XAI', name: 'Xai', coingeckoId: 'xai-blockchain', platform: 'Arbitrum' },
  { symbol: 'IO', name: 'io.net', coingeckoId: 'io-net', platform: 'Solana' },
  { symbol: 'WAL', name: 'Walrus', coingeckoId: 'walrus-2', platform: 'Sui' },
  { symbol: 'PI', name: 'Pi Network', coingeckoId: 'pi-network', platform: 'Pi Network' },
];

export interface Override {
  symbol?: string;
  name?: string;
  coingeckoId?: string;
  rank?: number;
  platform?: string;
}

/** Corrections to package entries, keyed by the package's symbol (uppercased). */
export const overrides: Record<string, Override> = {
  // The package snapshot has no rank for Bitcoin; it has been #1 by market cap since CoinGecko began.
  BTC: { rank: 1, platform: 'Bitcoin' },
  // Rebranded tickers: people type the new one; the CoinGecko id stayed the same.
  RNDR: { symbol: 'RENDER' },
  // Package ids that are not CoinGecko ids; rank 0 in the package means "unknown", so none is given.
  IMX: { coingeckoId: 'immutable-x' },
  ZRX: { coingeckoId: '0x', name: '0x Protocol' },
  USDE: { coingeckoId: 'ethena-usde', name: 'Ethena USDe' },
  // Native coins the package lists with a contract on another chain first.
  TON: { platform: 'TON' },
  BNB: { platform: 'BNB Chain' },
};

/** Package entries we leave out, with the reason. */
export const excluded: Record<string, string> = {
  GRAM: 'ranked #12 in the package snapshot, which no market data supports; would outrank real tokens',
};

/** Package entries with a rank at or below this are taken; the rest of its ~1,850 are long-tail. */
export const MAX_PACKAGE_RANK = 500;
