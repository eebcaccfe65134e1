import type { Narrative } from '../ports.ts';

/**
 * Crypto narratives, curated by hand. Statements are general and durable on purpose: nothing here
 * is a price, a live figure or news (those come only from the market service and configured feeds).
 * Dates appear only for settled events.
 */
export const narratives: readonly Narrative[] = [
  {
    id: 'restaking',
    name: 'Restaking',
    summary:
      'Restaking lets staked ETH (directly or through liquid staking tokens) secure additional services, extending Ethereum\'s economic security to new protocols in exchange for extra rewards and extra slashing risk.',
    keywords: ['restaking', 'restake', 'eigenlayer', 'eigen', 'avs', 'actively validated services', 'lrt', 'liquid restaking', 'symbiotic', 'karak', 'shared security', 'slashing', 'etherfi', 'eigenda'],
    hashtags: ['#Restaking', '#EigenLayer', '#Ethereum', '#LRT', '#LiquidRestaking'],
    talkingPoints: [
      'Restaking reuses staked ETH to secure Actively Validated Services (AVSs) such as oracles, bridges and data-availability layers.',
      'Extra rewards come with extra risk: operators can be slashed by each service they opt into, on top of Ethereum\'s own rules.',
      'Liquid restaking tokens (LRTs) such as ether.fi\'s eETH make restaked positions tradable, but stack smart-contract and depeg risk.',
      'EigenLayer pioneered the model; Symbiotic and Karak offer alternative shared-security designs.',
      'EigenDA, built by Eigen Labs, is one of the best-known services secured by restaked ETH.',
    ],
    trends: [
      'Slashing and operator accountability as restaking matures',
      'Which AVSs earn real fees rather than token incentives',
      'Liquid restaking tokens competing on yield, liquidity and DeFi integrations',
    ],
    discussions: [
      'Does restaking strengthen Ethereum or concentrate systemic risk?',
      'Are restaking yields sustainable without token incentives?',
      'How much leverage do LRT loops add to DeFi?',
    ],
    accounts: ['sreeramkannan', 'ether_fi', 'symbioticfi', 'LidoFinance', 'hasufl', 'VitalikButerin'],
    tokens: ['EIGEN', 'ETHFI', 'ETH'],
  },
  {
    id: 'liquid-staking',
    name: 'Liquid staking',
    summary:
      'Liquid staking turns staked assets into tradable tokens (stETH, rETH, jitoSOL) so stakers keep earning consensus rewards while using their position in DeFi.',
    keywords: ['liquid staking', 'lst', 'steth', 'lido', 'rocket pool', 'reth', 'staking', 'jito', 'jitosol', 'validator', 'staking yield', 'staking etf'],
    hashtags: ['#LiquidStaking', '#Staking', '#Lido', '#Ethereum', '#DeFi'],
    talkingPoints: [
      'Liquid staking tokens let holders earn staking rewards while using the token as DeFi collateral.',
      'Lido is the largest liquid staking protocol on Ethereum; Rocket Pool emphasises permissionless node operators.',
      'On Solana, Jito\'s jitoSOL adds MEV rewards to staking yield.',
      'Validator-set concentration in a single protocol is a recurring decentralisation debate.',
    ],
    trends: [
      'Staking inside exchange-traded products',
      'Decentralising node-operator sets',
      'LSTs as base collateral across DeFi',
    ],
    discussions: [
      'Should any single staking protocol be capped in share of stake?',
      'Do LSTs make staking more or less decentralised?',
    ],
    accounts: ['LidoFinance', 'hasufl', 'sassal0x', 'TimBeiko'],
    tokens: ['LDO', 'RPL', 'JTO', 'ETH', 'SOL'],
  },
  {
    id: 'layer2',
    name: 'Layer 2 rollups',
    summary:
      'Layer 2 rollups execute transactions off Ethereum\'s main chain and post data and proofs back to it, scaling throughput while inheriting much of Ethereum\'s security.',
    keywords: ['layer 2', 'l2', 'l2s', 'rollup', 'rollups', 'optimistic rollup', 'zk rollup', 'base', 'arbitrum', 'optimism', 'superchain', 'op stack', 'zksync', 'starknet', 'polygon', 'scroll', 'linea', 'sequencer', 'l2beat', 'interop', 'blobs'],
    hashtags: ['#Layer2', '#L2', '#Rollups', '#Ethereum', '#Base', '#Arbitrum', '#Optimism'],
    talkingPoints: [
      'Rollups post transaction data to Ethereum; since the Dencun upgrade (March 2024) they use cheaper blob space.',
      'Optimistic rollups (Arbitrum, Optimism, Base) rely on fraud proofs; ZK rollups (zkSync, Starknet, Scroll, Linea) rely on validity proofs.',
      'L2BEAT\'s "stages" framework rates how far each rollup has removed training wheels such as upgrade keys.',
      'Centralised sequencers remain a common trust assumption across most L2s.',
      'Fragmented liquidity and cross-L2 interoperability are the main user-experience complaints.',
    ],
    trends: [
      'Rollups progressing through L2BEAT stages',
      'Cross-rollup interoperability and shared sequencing',
      'Consumer apps and onchain social building on Base',
    ],
    discussions: [
      'Are L2s extracting value from Ethereum or growing it?',
      'Should rollups decentralise their sequencers before adding features?',
      'Will a few L2s win, or will every app launch its own chain?',
    ],
    accounts: ['jessepollak', 'l2beat', 'stevengoldfeder', 'EliBenSasson', 'gluk64', 'sandeepnailwal', 'VitalikButerin'],
    tokens: ['ARB', 'OP', 'ZK', 'STRK', 'POL', 'ETH'],
  },
  {
    id: 'ethereum-upgrades',
    name: 'Ethereum upgrades',
    summary:
      'Ethereum evolves through coordinated network upgrades planned on the public All Core Devs calls, with the current roadmap focused on scaling data for rollups and improving user accounts.',
    keywords: ['ethereum', 'eth', 'upgrade', 'hard fork', 'dencun', 'pectra', 'fusaka', 'eip', 'eip-4844', 'eip-7702', 'peerdas', 'danksharding', 'all core devs', 'roadmap', 'the merge', 'proof of stake', 'gas limit', 'beam chain'],
    hashtags: ['#Ethereum', '#ETH', '#Pectra', '#Fusaka', '#PeerDAS'],
    talkingPoints: [
      'The Merge (September 2022) moved Ethereum from proof of work to proof of stake.',
      'Dencun (March 2024) introduced blobs (EIP-4844), sharply lowering data costs for rollups.',
      'Pectra (May 2025) raised the maximum effective validator balance (EIP-7251) and let regular accounts act like smart accounts (EIP-7702).',
      'Fusaka introduces PeerDAS (EIP-7594), which lets nodes sample blob data instead of downloading all of it, allowing more blobs.',
      'Upgrades are coordinated openly on All Core Devs calls, with client diversity as a stated priority.',
    ],
    trends: [
      'Scaling blob capacity for rollups',
      'Raising the L1 gas limit',
      'Smart-account features for everyday wallets',
    ],
    discussions: [
      'Should Ethereum scale the L1 more aggressively or stay rollup-centric?',
      'Is the upgrade cadence fast enough?',
      'How should ETH capture value from L2 activity?',
    ],
    accounts: ['VitalikButerin', 'TimBeiko', 'drakefjustin', 'dankrad', 'sassal0x', 'ethereum'],
    tokens: ['ETH'],
  },
  {
    id: 'defi',
    name: 'DeFi',
    summary:
      'Decentralised finance rebuilds trading, lending and yield as open smart contracts that anyone can use and compose, with risk coming from code, oracles and liquidity rather than intermediaries.',
    keywords: ['defi', 'decentralized finance', 'decentralised finance', 'dex', 'amm', 'uniswap', 'aave', 'lending', 'borrowing', 'yield', 'tvl', 'liquidity', 'curve', 'maker', 'sky', 'compound', 'pendle', 'yield farming', 'defillama', 'fee switch'],
    hashtags: ['#DeFi', '#Ethereum', '#Uniswap', '#Aave', '#Yield'],
    talkingPoints: [
      'Automated market makers such as Uniswap replaced order books with liquidity pools anyone can fund.',
      'Lending markets such as Aave and Compound let users borrow against crypto collateral with automatic liquidations.',
      'Total value locked (TVL) is a common yardstick, tracked openly by DefiLlama, but it double-counts and moves with prices.',
      'Protocol revenue and fee switches are increasingly used to compare DeFi tokens.',
      'Composability is both DeFi\'s superpower and a path for risk to spread between protocols.',
    ],
    trends: [
      'Protocol revenue and token buybacks',
      'Yield tokenisation and fixed-rate products',
      'Institutions exploring permissioned DeFi pools',
    ],
    discussions: [
      'Should DeFi tokens pay holders from protocol fees?',
      'Is TVL still a useful metric?',
      'How decentralised are DeFi front ends and governance really?',
    ],
    accounts: ['haydenzadams', 'StaniKulechov', 'rleshner', 'AndreCronjeTech', 'DefiIgnas', 'DefiLlama', 'kaiynne'],
    tokens: ['UNI', 'AAVE', 'COMP', 'CRV', 'PENDLE', 'MKR', 'SKY'],
  },
  {
    id: 'perp-dexs',
    name: 'Perpetual DEXs',
    summary:
      'Onchain perpetual futures exchanges offer leveraged trading with self-custody, competing with centralised exchanges on speed, fees and liquidity.',
    keywords: ['perps', 'perpetuals', 'perpetual futures', 'perp dex', 'hyperliquid', 'dydx', 'gmx', 'leverage', 'funding rate', 'open interest', 'orderbook', 'derivatives'],
    hashtags: ['#Perps', '#DeFi', '#Hyperliquid', '#Trading'],
    talkingPoints: [
      'Perpetual futures never expire; a funding rate keeps their price close to the spot market.',
      'Onchain order books (Hyperliquid, dYdX) and pool-based designs (GMX) take different approaches to liquidity.',
      'Transparency cuts both ways: large leveraged positions and liquidations are visible to everyone.',
    ],
    trends: [
      'Onchain order books competing with centralised exchanges',
      'Whale positions tracked publicly in real time',
      'Builder-deployed markets on perp DEX infrastructure',
    ],
    discussions: [
      'Can onchain perps match centralised exchange liquidity?',
      'Are transparent liquidations a feature or a vulnerability?',
    ],
    accounts: ['HsakaTrades', 'lookonchain', 'DegenSpartan', 'CryptoHayes'],
    tokens: ['HYPE', 'DYDX', 'GMX'],
  },
  {
    id: 'rwa',
    name: 'Real-world assets (RWA)',
    summary:
      'Tokenised real-world assets bring instruments such as Treasury bills, private credit and funds onchain, linking traditional finance yields with blockchain settlement.',
    keywords: ['rwa', 'real world assets', 'real-world assets', 'tokenization', 'tokenisation', 'tokenized treasuries', 'treasuries', 'buidl', 'ondo', 'private credit', 'securitize', 'centrifuge', 'tokenized stocks', 'tokenized funds'],
    hashtags: ['#RWA', '#Tokenization', '#RealWorldAssets', '#OnchainFinance'],
    talkingPoints: [
      'Tokenised US Treasury products give onchain users access to short-term government yields.',
      'BlackRock launched its tokenised fund BUIDL on Ethereum with Securitize in March 2024.',
      'Ondo, Centrifuge and Securitize are among the best-known RWA platforms; Chainlink targets the data and cross-chain layer.',
      'Most RWA tokens are permissioned: issuers keep KYC, transfer restrictions and legal recourse offchain.',
    ],
    trends: [
      'Asset managers tokenising money-market funds',
      'Tokenised equities and 24/7 settlement',
      'RWAs as collateral inside DeFi',
    ],
    discussions: [
      'Is permissioned tokenisation really DeFi?',
      'Which public chain will institutions settle on?',
      'What happens onchain when an offchain issuer fails?',
    ],
    accounts: ['chainlink', 'SergeyNazarov', 'ondofinance', 'centrifuge', 'cdixon'],
    tokens: ['ONDO', 'LINK', 'CFG'],
  },
  {
    id: 'stablecoins',
    name: 'Stablecoins',
    summary:
      'Stablecoins are tokens designed to track a currency, usually the US dollar; they are crypto\'s main settlement asset and its clearest payments use case.',
    keywords: ['stablecoin', 'stablecoins', 'usdt', 'usdc', 'tether', 'circle', 'dai', 'usds', 'usde', 'ethena', 'genius act', 'payments', 'pyusd', 'depeg', 'synthetic dollar'],
    hashtags: ['#Stablecoins', '#USDC', '#USDT', '#Payments', '#DigitalDollar'],
    talkingPoints: [
      'USDT (Tether) and USDC (Circle) are the largest fiat-backed stablecoins, each with published reserve reports or attestations.',
      'Crypto-collateralised and synthetic designs (DAI/USDS, Ethena\'s USDe) trade different risks for decentralisation or yield.',
      'The US GENIUS Act, signed in July 2025, created a federal framework for payment stablecoins; the EU regulates them under MiCA.',
      'Stablecoins are increasingly used for cross-border payments and remittances.',
    ],
    trends: [
      'Banks, fintechs and payment networks issuing or integrating stablecoins',
      'Yield-bearing stablecoins and who may pay yield',
      'Stablecoin-focused chains and payment rails',
    ],
    discussions: [
      'Should stablecoin holders earn yield?',
      'Will banks or crypto-native issuers win stablecoin payments?',
      'How transparent should reserves be?',
    ],
    accounts: ['paoloardoino', 'jerallaire', 'leptokurtic_', 'jchervinsky', 'nic__carter'],
    tokens: ['USDT', 'USDC', 'DAI', 'USDE', 'ENA'],
  },
  {
    id: 'bitcoin-etfs',
    name: 'Bitcoin and crypto ETFs',
    summary:
      'Spot crypto exchange-traded funds give traditional investors regulated exposure to BTC, ETH and other assets, making fund flows a widely watched demand signal.',
    keywords: ['etf', 'etfs', 'spot etf', 'bitcoin etf', 'ether etf', 'ibit', 'blackrock', 'fidelity', 'grayscale', 'gbtc', 'etf flows', 'inflows', 'outflows', 'institutional', 'sec approval'],
    hashtags: ['#BitcoinETF', '#ETF', '#Bitcoin', '#Institutional'],
    talkingPoints: [
      'The SEC approved the first US spot Bitcoin ETFs in January 2024; spot Ether ETFs began trading in July 2024.',
      'BlackRock\'s IBIT quickly became one of the largest Bitcoin ETFs.',
      'Daily ETF net flows are closely watched as a proxy for institutional demand.',
      'ETF holders get price exposure without self-custody, which some Bitcoiners see as a trade-off.',
    ],
    trends: [
      'ETF flow data as a daily sentiment gauge',
      'Applications for ETFs on further crypto assets',
      'Staking inside ETH ETFs',
    ],
    discussions: [
      'Do ETFs centralise Bitcoin ownership in a few custodians?',
      'Are ETF flows leading or following price?',
    ],
    accounts: ['EricBalchunas', 'JSeyff', 'NateGeraci', 'saylor', 'APompliano'],
    tokens: ['BTC', 'ETH'],
  },
  {
    id: 'bitcoin',
    name: 'Bitcoin',
    summary:
      'Bitcoin is the first and largest cryptocurrency, with a fixed 21 million supply schedule, proof-of-work security and a culture focused on sound money and self-custody.',
    keywords: ['bitcoin', 'btc', 'sats', 'halving', 'hashrate', 'mining', 'miners', 'lightning', 'ordinals', 'runes', 'self-custody', 'satoshi', 'proof of work', '21 million', 'btcfi', 'bitcoin layer 2', 'taproot'],
    hashtags: ['#Bitcoin', '#BTC', '#Lightning', '#Halving'],
    talkingPoints: [
      'Bitcoin\'s supply is capped at 21 million coins; the block subsidy halves roughly every four years.',
      'The fourth halving, in April 2024, cut the block subsidy to 3.125 BTC.',
      'The Lightning Network enables fast, low-fee payments on top of Bitcoin.',
      'Ordinals and Runes brought inscriptions and fungible tokens to Bitcoin, sparking debate over block space use.',
      'Self-custody ("not your keys, not your coins") remains a core Bitcoin value.',
    ],
    trends: [
      'Miners adapting to lower subsidies',
      'Bitcoin layer 2s and BTCFi',
      'Debates over protocol changes such as covenants',
    ],
    discussions: [
      'Should Bitcoin add covenants or stay minimal?',
      'Are inscriptions spam or a legitimate use of block space?',
      'Does the four-year cycle still hold?',
    ],
    accounts: ['saylor', 'adam3us', 'lopp', 'nic__carter', 'jack', 'APompliano'],
    tokens: ['BTC'],
  },
  {
    id: 'bitcoin-treasuries',
    name: 'Corporate crypto treasuries',
    summary:
      'Public companies holding BTC (and increasingly other assets) on their balance sheets, led by Strategy (formerly MicroStrategy), have become a distinct source of demand.',
    keywords: ['treasury', 'treasury company', 'corporate treasury', 'strategy', 'microstrategy', 'mstr', 'balance sheet', 'digital asset treasury', 'dat', 'bitcoin treasury', 'corporate adoption'],
    hashtags: ['#Bitcoin', '#BitcoinTreasury', '#CorporateAdoption'],
    talkingPoints: [
      'Strategy (formerly MicroStrategy) began buying bitcoin for its treasury in 2020 and is the best-known corporate holder.',
      'Treasury companies raise capital through equity and debt to buy crypto, which amplifies both upside and risk.',
      'The premium of a treasury company\'s market value over its holdings is a closely watched metric.',
    ],
    trends: [
      'Treasury strategies spreading beyond bitcoin to ETH, SOL and other assets',
      'Scrutiny of leverage and premiums in treasury companies',
    ],
    discussions: [
      'Are crypto treasury companies a bridge for investors or a leverage risk?',
      'What happens to treasury companies in a downturn?',
    ],
    accounts: ['saylor', 'nic__carter', 'APompliano', 'novogratz'],
    tokens: ['BTC', 'ETH', 'SOL'],
  },
  {
    id: 'solana',
    name: 'Solana ecosystem',
    summary:
      'Solana is a high-throughput layer 1 built as a single, fast state machine, popular for trading, payments, consumer apps and memecoins.',
    keywords: ['solana', 'sol', 'firedancer', 'jupiter', 'jito', 'phantom', 'helius', 'saga', 'seeker', 'solana mobile', 'spl', 'raydium', 'solana defi', 'backpack'],
    hashtags: ['#Solana', '#SOL', '#SolanaEcosystem'],
    talkingPoints: [
      'Solana favours a single high-performance chain over rollups, aiming for low fees and fast confirmation.',
      'Firedancer, an independent validator client built by Jump Crypto, adds client diversity and performance.',
      'Jupiter (swaps), Jito (staking and MEV) and Phantom (wallet) are among its best-known projects.',
      'Network stability has improved markedly since the outages of 2022.',
    ],
    trends: [
      'Solana as the venue for memecoins and onchain trading',
      'Consumer and payments apps built on Solana',
      'Validator client diversity with Firedancer',
    ],
    discussions: [
      'Monolithic chain or modular rollups: which scales better?',
      'Is memecoin activity good or bad for Solana\'s long-term reputation?',
    ],
    accounts: ['aeyakovenko', 'rajgokal', 'calilyliu', '0xMert_', 'armaniferrante', 'solana'],
    tokens: ['SOL', 'JUP', 'JTO', 'RAY'],
  },
  {
    id: 'memecoins',
    name: 'Memecoins',
    summary:
      'Memecoins are community- and culture-driven tokens with little or no utility; they dominate retail attention in speculative phases and are extremely volatile.',
    keywords: ['memecoin', 'memecoins', 'meme coin', 'meme coins', 'doge', 'dogecoin', 'pepe', 'shib', 'bonk', 'wif', 'pump.fun', 'pumpfun', 'degen', 'rug', 'rug pull', 'launchpad', 'bonding curve', 'trenches'],
    hashtags: ['#Memecoins', '#Memecoin', '#Solana', '#Degen'],
    talkingPoints: [
      'Memecoins trade on attention, community and culture rather than cash flows.',
      'Launchpads such as pump.fun made launching a token cheap and instant, flooding the market with new coins.',
      'Insider-heavy supply, snipers and rug pulls are common; most new memecoins go to zero.',
      'Dogecoin, the original memecoin, dates back to 2013.',
    ],
    trends: [
      'Launchpads competing for memecoin creators',
      'Celebrity and political tokens drawing scrutiny',
      'Onchain sleuths exposing insider wallets',
    ],
    discussions: [
      'Are memecoins an honest form of speculation or a net negative for crypto?',
      'Can fair launches fix insider concentration?',
    ],
    accounts: ['blknoiz06', 'MustStopMurad', 'pumpdotfun', 'zachxbt', 'lookonchain', 'frankdegods'],
    tokens: ['DOGE', 'PEPE', 'SHIB', 'BONK', 'WIF', 'PUMP'],
  },
  {
    id: 'ai-agents',
    name: 'AI agents and crypto AI',
    summary:
      'Crypto AI covers autonomous agents that hold wallets and act onchain, decentralised compute and model networks, and tokens that coordinate them.',
    keywords: ['ai', 'ai agents', 'agents', 'agentic', 'autonomous agents', 'eliza', 'elizaos', 'ai16z', 'virtuals', 'bittensor', 'tao', 'decentralized ai', 'x402', 'ai crypto', 'llm', 'machine learning', 'compute'],
    hashtags: ['#AIAgents', '#CryptoAI', '#DeAI', '#AI'],
    talkingPoints: [
      'AI agents with their own wallets can trade, pay for services and post autonomously onchain.',
      'Agent frameworks such as ElizaOS and launchpads such as Virtuals Protocol lowered the cost of launching agents.',
      'Bittensor coordinates machine-learning networks ("subnets") with its TAO token.',
      'Crypto rails such as stablecoins and the x402 payment standard are proposed for machine-to-machine payments.',
    ],
    trends: [
      'Agents that pay for APIs and services with stablecoins',
      'Decentralised compute and inference networks',
      'Agent tokens cooling after the 2024–25 hype cycle',
    ],
    discussions: [
      'Do AI agents need tokens, or just stablecoins?',
      'How much of "crypto AI" is real usage versus narrative?',
    ],
    accounts: ['shawmakesmagic', 'virtuals_io', 'opentensor', 'aixbt_agent', 'balajis'],
    tokens: ['TAO', 'VIRTUAL', 'AI16Z', 'FET', 'RENDER'],
  },
  {
    id: 'depin',
    name: 'DePIN',
    summary:
      'Decentralised physical infrastructure networks (DePIN) use token incentives to crowdsource real-world infrastructure such as wireless coverage, storage, compute and mapping.',
    keywords: ['depin', 'physical infrastructure', 'helium', 'render', 'filecoin', 'hivemapper', 'io.net', 'akash', 'wireless', 'storage', 'gpu', 'sensors', 'decentralized infrastructure'],
    hashtags: ['#DePIN', '#Helium', '#Render', '#Web3'],
    talkingPoints: [
      'DePIN networks pay tokens to people who deploy hardware or resources, bootstrapping supply before demand exists.',
      'Helium (wireless), Filecoin (storage) and Render (GPU rendering) are among the longest-running examples.',
      'The key question for each network is whether paying customers eventually replace token subsidies.',
    ],
    trends: [
      'Decentralised GPU compute for AI workloads',
      'DePIN networks reporting customer revenue',
    ],
    discussions: [
      'Can token incentives build infrastructure that competes with incumbents?',
      'How should DePIN revenue be measured honestly?',
    ],
    accounts: ['helium', 'rendernetwork', 'filecoin', 'MessariCrypto'],
    tokens: ['HNT', 'RENDER', 'FIL', 'AKT', 'IO'],
  },
  {
    id: 'airdrops',
    name: 'Airdrops and points',
    summary:
      'Airdrops distribute tokens to early users; points programs have turned them into a season-long game of farming, sybil filtering and eligibility debates.',
    keywords: ['airdrop', 'airdrops', 'points', 'points program', 'farming', 'airdrop farming', 'sybil', 'eligibility', 'claim', 'tge', 'token launch', 'season 2', 'retroactive'],
    hashtags: ['#Airdrop', '#Airdrops', '#Points', '#Crypto'],
    talkingPoints: [
      'Uniswap\'s 2020 airdrop set the template of rewarding past users retroactively.',
      'Points programs let projects track activity before a token exists, but attract mercenary capital.',
      'Sybil filtering tries to exclude farmers running many wallets, and often angers real users too.',
      'Low float and high valuation at launch are a common complaint about recent airdropped tokens.',
    ],
    trends: [
      'Stricter sybil filtering and eligibility checkers',
      'Points-to-token conversions and multi-season programs',
    ],
    discussions: [
      'Do airdrops build communities or just reward farmers?',
      'Are points programs fair to small users?',
    ],
    accounts: ['DefiIgnas', 'cobie', '0xngmi', 'lookonchain'],
    tokens: [],
  },
  {
    id: 'security',
    name: 'Security and hacks',
    summary:
      'Hacks, exploits and scams remain crypto\'s most costly problem; private-key compromises and social engineering now rival smart-contract bugs as the cause of losses.',
    keywords: ['hack', 'hacked', 'exploit', 'security', 'drainer', 'phishing', 'scam', 'rug', 'private key', 'multisig', 'audit', 'bug bounty', 'lazarus', 'north korea', 'seal 911', 'wallet drainer', 'address poisoning', 'stolen funds'],
    hashtags: ['#CryptoSecurity', '#Web3Security', '#Phishing', '#DeFi'],
    talkingPoints: [
      'Many of the largest losses come from compromised keys, signers and front ends rather than contract bugs.',
      'The FBI attributed the February 2025 Bybit hack to North Korea\'s Lazarus Group.',
      'Audits reduce risk but do not eliminate it; bug bounties and monitoring add layers of defence.',
      'Users can protect themselves with hardware wallets, simulation of transactions before signing and revoking old approvals.',
    ],
    trends: [
      'State-sponsored attackers targeting exchanges and developers',
      'Wallet drainers and address-poisoning scams',
      'Onchain investigators tracing stolen funds publicly',
    ],
    discussions: [
      'Who should bear the loss when a protocol is exploited?',
      'Should exploiters be offered bounties to return funds?',
    ],
    accounts: ['zachxbt', 'samczsun', 'tayvano_', 'PeckShieldAlert', 'SlowMist_Team', 'CertiKAlert'],
    tokens: [],
  },
  {
    id: 'regulation',
    name: 'Regulation and policy',
    summary:
      'Crypto regulation decides who may issue, trade and custody digital assets; the US, the EU (MiCA) and Asian hubs are moving toward explicit rulebooks.',
    keywords: ['regulation', 'regulatory', 'sec', 'cftc', 'policy', 'law', 'legislation', 'mica', 'genius act', 'market structure', 'clarity act', 'congress', 'compliance', 'kyc', 'aml', 'tax', 'lawsuit', 'enforcement', 'gensler', 'atkins'],
    hashtags: ['#CryptoRegulation', '#CryptoPolicy', '#MiCA', '#SEC'],
    talkingPoints: [
      'The EU\'s MiCA regulation became fully applicable at the end of 2024, including licensing for crypto-asset service providers.',
      'The US passed the GENIUS Act for payment stablecoins in July 2025; market-structure legislation has been debated in Congress.',
      'The SEC launched a crypto task force led by Commissioner Hester Peirce in 2025.',
      'Regulatory clarity is widely seen as a prerequisite for institutional adoption.',
    ],
    trends: [
      'Market-structure legislation dividing SEC and CFTC oversight',
      'Licensing regimes for exchanges and stablecoin issuers',
      'Tax reporting rules for crypto brokers',
    ],
    discussions: [
      'Which tokens are securities, and who decides?',
      'Does regulation protect users or entrench incumbents?',
      'How should DeFi be treated under KYC rules?',
    ],
    accounts: ['jchervinsky', 'EleanorTerrett', 'iampaulgrewal', 'HesterPeirce', 'brian_armstrong'],
    tokens: [],
  },
  {
    id: 'nfts',
    name: 'NFTs and digital culture',
    summary:
      'NFTs record ownership of unique digital items (art, collectibles, game assets, memberships) onchain, with communities and culture driving most of their value.',
    keywords: ['nft', 'nfts', 'pfp', 'digital art', 'collectibles', 'opensea', 'blur', 'ordinals', 'cryptopunks', 'bored ape', 'generative art', 'royalties', 'mint'],
    hashtags: ['#NFT', '#NFTs', '#NFTCommunity', '#DigitalArt'],
    talkingPoints: [
      'CryptoPunks (2017) and the 2021 boom made profile-picture NFTs a cultural phenomenon.',
      'Creator royalties became optional on many marketplaces, reshaping how artists earn.',
      'NFT use is shifting toward memberships, game items, tickets and brand collectibles.',
    ],
    trends: [
      'Collections spinning off tokens and communities',
      'Physical-backed and brand collectibles',
    ],
    discussions: [
      'Should royalties be enforced onchain?',
      'Are NFTs art, community or speculation?',
    ],
    accounts: ['punk6529', 'frankdegods', 'opensea', 'beeple'],
    tokens: ['APE', 'BLUR', 'PENGU'],
  },
  {
    id: 'modular-da',
    name: 'Modular blockchains and data availability',
    summary:
      'Modular designs split a blockchain into layers (execution, settlement, consensus and data availability) so each can scale and specialise separately.',
    keywords: ['modular', 'modular blockchain', 'data availability', 'da', 'celestia', 'eigenda', 'avail', 'rollup as a service', 'appchain', 'sovereign rollup', 'blobspace'],
    hashtags: ['#Modular', '#DataAvailability', '#Celestia', '#Rollups'],
    talkingPoints: [
      'Data availability layers guarantee that transaction data is published so anyone can verify a rollup.',
      'Celestia pioneered data availability sampling as a standalone network; EigenDA and Avail are alternatives, alongside Ethereum blobs.',
      'Rollup-as-a-service providers let teams launch their own chain in days.',
    ],
    trends: [
      'Competition between Ethereum blobs and alternative DA layers',
      'App-specific rollups',
    ],
    discussions: [
      'Monolithic or modular: which architecture wins?',
      'Is alt-DA secure enough for rollups that call themselves Ethereum L2s?',
    ],
    accounts: ['musalbas', 'CelestiaOrg', 'sreeramkannan', 'l2beat'],
    tokens: ['TIA', 'EIGEN', 'AVAIL'],
  },
  {
    id: 'zk',
    name: 'Zero-knowledge proofs',
    summary:
      'Zero-knowledge proofs let one party prove a statement is true without revealing the data behind it, powering ZK rollups, privacy and verifiable computation.',
    keywords: ['zk', 'zero knowledge', 'zero-knowledge', 'zk proofs', 'snark', 'stark', 'zkvm', 'prover', 'privacy', 'zk rollup', 'zkevm', 'proof', 'succinct', 'risc zero'],
    hashtags: ['#ZK', '#ZeroKnowledge', '#ZKProofs', '#Privacy'],
    talkingPoints: [
      'ZK rollups prove the correctness of batches of transactions to Ethereum with validity proofs.',
      'General-purpose zkVMs let developers prove ordinary programs instead of hand-writing circuits.',
      'Real-time proving of Ethereum blocks is an active research and engineering goal.',
      'Privacy remains a major, and legally sensitive, use of zero-knowledge technology.',
    ],
    trends: [
      'Real-time proving of Ethereum L1 blocks',
      'Prover markets and decentralised proving',
    ],
    discussions: [
      'Will ZK rollups overtake optimistic rollups?',
      'Can privacy tools survive regulatory pressure?',
    ],
    accounts: ['EliBenSasson', 'gluk64', 'VitalikButerin', 'drakefjustin'],
    tokens: ['ZK', 'STRK'],
  },
  {
    id: 'prediction-markets',
    name: 'Prediction markets',
    summary:
      'Prediction markets let people trade on the outcome of events, turning prices into crowd-sourced probabilities on elections, sports, economics and culture.',
    keywords: ['prediction market', 'prediction markets', 'polymarket', 'kalshi', 'betting', 'odds', 'forecasting', 'election odds', 'event contracts'],
    hashtags: ['#PredictionMarkets', '#Polymarket', '#Forecasting'],
    talkingPoints: [
      'Prediction markets price the probability of events; Polymarket settles in stablecoins on Polygon.',
      'The 2024 US election brought prediction markets into mainstream news coverage.',
      'Market resolution (who decides the outcome) is the hardest design problem.',
    ],
    trends: [
      'Prediction markets cited alongside polls in the media',
      'Regulated event-contract exchanges expanding',
    ],
    discussions: [
      'Are prediction markets better forecasters than polls?',
      'Should event contracts be regulated as gambling or finance?',
    ],
    accounts: ['ShayneCoplan', 'Polymarket', 'balajis'],
    tokens: ['POL', 'UMA'],
  },
  {
    id: 'account-abstraction',
    name: 'Wallets and account abstraction',
    summary:
      'Account abstraction turns wallets into programmable smart accounts, enabling gas sponsorship, passkeys, batched transactions and social recovery.',
    keywords: ['wallet', 'wallets', 'account abstraction', 'smart account', 'smart wallet', 'erc-4337', 'eip-7702', 'passkeys', 'gasless', 'seed phrase', 'embedded wallet', 'self custody', 'ux', 'onboarding'],
    hashtags: ['#AccountAbstraction', '#SmartWallets', '#Web3UX', '#Onboarding'],
    talkingPoints: [
      'ERC-4337 brought smart accounts to Ethereum without a protocol change; EIP-7702 (Pectra) extends smart-account features to regular addresses.',
      'Passkeys and embedded wallets remove seed phrases from the first-time user experience.',
      'Sponsored gas lets apps pay fees on behalf of users.',
    ],
    trends: [
      'Seedless onboarding with passkeys',
      'Apps sponsoring gas for new users',
    ],
    discussions: [
      'Is self-custody realistic for mainstream users?',
      'Do smart accounts introduce new security risks?',
    ],
    accounts: ['VitalikButerin', 'jessepollak', 'lopp', 'tayvano_'],
    tokens: [],
  },
  {
    id: 'interoperability',
    name: 'Bridges and interoperability',
    summary:
      'Bridges and messaging protocols move assets and data between chains; they are essential for a multichain world and historically among the most attacked pieces of crypto infrastructure.',
    keywords: ['bridge', 'bridges', 'cross-chain', 'crosschain', 'interoperability', 'interop', 'ccip', 'layerzero', 'wormhole', 'chain abstraction', 'intents', 'multichain'],
    hashtags: ['#Interoperability', '#CrossChain', '#ChainAbstraction'],
    talkingPoints: [
      'Bridge exploits (Ronin, Wormhole, Nomad in 2022) rank among the largest losses in crypto history.',
      'Intent-based designs let users state the outcome they want while solvers handle routing across chains.',
      'Chain abstraction aims to make the underlying chain invisible to users.',
    ],
    trends: [
      'Intent-based cross-chain swaps',
      'Native interoperability between rollups',
    ],
    discussions: [
      'Can bridges ever be as secure as the chains they connect?',
      'Will users stop caring which chain they are on?',
    ],
    accounts: ['chainlink', 'SergeyNazarov', 'samczsun', 'l2beat'],
    tokens: ['LINK', 'ZRO', 'W'],
  },
  {
    id: 'market-cycles',
    name: 'Market cycles and macro',
    summary:
      'Crypto prices move in pronounced cycles shaped by liquidity, interest rates, the Bitcoin halving and risk appetite, with altcoins typically more volatile than BTC.',
    keywords: ['bull market', 'bear market', 'bull run', 'cycle', 'market cycle', 'macro', 'liquidity', 'interest rates', 'fed', 'altseason', 'altcoin season', 'bitcoin dominance', 'price action', 'crash', 'correction', 'rally', 'ath', 'all time high', 'sentiment', 'fear and greed'],
    hashtags: ['#Crypto', '#Bitcoin', '#Altcoins', '#CryptoMarket'],
    talkingPoints: [
      'Global liquidity and interest-rate expectations are widely watched drivers of crypto prices.',
      'Bitcoin dominance rising or falling is a common shorthand for risk appetite within crypto.',
      'Leverage builds up in rallies and is flushed out in liquidation cascades.',
      'Past cycles are often compared, but each has had different drivers and participants.',
    ],
    trends: [
      'ETF flows and macro data driving daily moves',
      'Debate over whether the four-year cycle still applies',
    ],
    discussions: [
      'Is there still an altcoin season?',
      'Does the halving still drive the cycle?',
    ],
    accounts: ['CryptoHayes', 'RaoulGMI', 'cobie', 'HsakaTrades', 'glassnode', 'novogratz'],
    tokens: ['BTC', 'ETH'],
  },
  {
    id: 'tokenomics',
    name: 'Tokenomics and unlocks',
    summary:
      'Tokenomics covers how a token is distributed, unlocked and used; supply schedules, insider unlocks and value accrual shape how markets price new tokens.',
    keywords: ['tokenomics', 'token unlock', 'unlocks', 'vesting', 'supply', 'inflation', 'fdv', 'low float', 'buyback', 'burn', 'emissions', 'value accrual', 'token design'],
    hashtags: ['#Tokenomics', '#Crypto', '#TokenUnlocks'],
    talkingPoints: [
      'A low circulating float with a high fully diluted valuation (FDV) leaves large supply still to unlock.',
      'Vesting schedules for teams and investors are public for many tokens and watched closely.',
      'Buybacks and burns funded by real revenue are increasingly preferred over pure emissions.',
    ],
    trends: [
      'Revenue-funded buybacks',
      'Community-heavy launches versus VC-heavy allocations',
    ],
    discussions: [
      'Are low-float, high-FDV launches bad for retail?',
      'Should tokens be treated like equity with cash flows?',
    ],
    accounts: ['cobie', 'DefiIgnas', 'MessariCrypto', 'hasufl'],
    tokens: [],
  },
  {
    id: 'mev',
    name: 'MEV and block building',
    summary:
      'Maximal extractable value (MEV) is the profit available from ordering transactions in a block; it shapes validator rewards, user costs and block-building markets.',
    keywords: ['mev', 'maximal extractable value', 'flashbots', 'block builder', 'pbs', 'proposer builder separation', 'sandwich', 'frontrunning', 'mev-boost', 'order flow', 'censorship'],
    hashtags: ['#MEV', '#Ethereum', '#Flashbots'],
    talkingPoints: [
      'Most Ethereum blocks are built by specialised builders and relayed to validators through MEV-Boost.',
      'Sandwich attacks cost traders value; private order flow and MEV protection RPCs reduce it.',
      'Proposer-builder separation and inclusion lists aim to limit censorship by block builders.',
    ],
    trends: [
      'Builder centralisation and censorship resistance',
      'MEV protection becoming a wallet default',
    ],
    discussions: [
      'Is MEV a tax on users or a necessary market?',
      'Should PBS be enshrined in the protocol?',
    ],
    accounts: ['hasufl', 'drakefjustin', 'VitalikButerin'],
    tokens: ['ETH'],
  },
  {
    id: 'socialfi',
    name: 'Onchain social and consumer apps',
    summary:
      'Onchain social and consumer apps put identity, content and payments on open networks so users own their audience and apps can build on shared data.',
    keywords: ['socialfi', 'onchain social', 'farcaster', 'lens', 'decentralized social', 'consumer crypto', 'creator economy', 'mini apps', 'frames', 'zora', 'content coins'],
    hashtags: ['#SocialFi', '#OnchainSocial', '#Farcaster', '#ConsumerCrypto'],
    talkingPoints: [
      'Farcaster and Lens are protocols where the social graph lives outside any single app.',
      'Creator and content coins try to let audiences invest in creators directly.',
      'Consumer crypto apps increasingly hide wallets and chains behind familiar interfaces.',
    ],
    trends: [
      'Mini apps inside social feeds',
      'Tokenised posts and content coins',
    ],
    discussions: [
      'Do users actually care about owning their social graph?',
      'Can onchain social reach mainstream scale?',
    ],
    accounts: ['jessepollak', 'balajis', 'cdixon'],
    tokens: [],
  },
  {
    id: 'institutional-adoption',
    name: 'Institutional and mainstream adoption',
    summary:
      'Banks, asset managers, payment companies and brands are adopting crypto rails for custody, settlement, payments and tokenised products.',
    keywords: ['institutional adoption', 'institutions', 'adoption', 'banks', 'wall street', 'tradfi', 'custody', 'payments', 'visa', 'mastercard', 'paypal', 'mainstream', 'onchain economy'],
    hashtags: ['#CryptoAdoption', '#Institutional', '#TradFi', '#Web3'],
    talkingPoints: [
      'Spot ETFs, tokenised funds and stablecoin payments are the main paths institutions use to enter crypto.',
      'Payment networks and fintechs are integrating stablecoin settlement.',
      'Custody, compliance and accounting rules shape how fast institutions can move.',
    ],
    trends: [
      'Banks launching custody and stablecoin services',
      'Tokenised funds used as collateral',
    ],
    discussions: [
      'Does institutional adoption conflict with crypto\'s original ethos?',
      'Will institutions use public chains or private ones?',
    ],
    accounts: ['brian_armstrong', 'cdixon', 'novogratz', 'EricBalchunas', 'jerallaire'],
    tokens: ['BTC', 'ETH'],
  },
  {
    id: 'ton-telegram',
    name: 'TON and Telegram mini apps',
    summary:
      'TON is the blockchain most closely integrated with Telegram, where mini apps and tap-to-earn games introduced crypto to a very large user base.',
    keywords: ['ton', 'toncoin', 'telegram', 'mini apps', 'tap to earn', 'notcoin', 'hamster kombat', 'the open network', 'telegram wallet'],
    hashtags: ['#TON', '#Telegram', '#TapToEarn'],
    talkingPoints: [
      'TON (The Open Network) is integrated with Telegram\'s wallet and mini-app platform.',
      'Tap-to-earn games such as Notcoin and Hamster Kombat onboarded millions of users in 2024.',
      'Retention after token launches is the main question for Telegram-native projects.',
    ],
    trends: [
      'Telegram mini apps as a crypto onboarding funnel',
      'Stablecoin payments inside messaging apps',
    ],
    discussions: [
      'Do tap-to-earn users stay after the airdrop?',
      'Is messaging the best on-ramp to crypto?',
    ],
    accounts: ['WuBlockchain', 'MessariCrypto'],
    tokens: ['TON', 'NOT'],
  },
  {
    id: 'gaming',
    name: 'Web3 gaming',
    summary:
      'Web3 games put in-game items and currencies onchain so players can own and trade them; the sector is moving from play-to-earn toward games that are fun first.',
    keywords: ['gaming', 'web3 gaming', 'gamefi', 'play to earn', 'p2e', 'onchain games', 'game assets', 'immutable', 'ronin', 'axie', 'metaverse'],
    hashtags: ['#Web3Gaming', '#GameFi', '#Gaming', '#Metaverse'],
    talkingPoints: [
      'Axie Infinity popularised play-to-earn in 2021, and showed how quickly token rewards can become unsustainable.',
      'Gaming-focused chains such as Ronin and Immutable compete for studios and players.',
      'Fun-first design with optional ownership is now the stated goal of most web3 studios.',
    ],
    trends: [
      'Studios hiding the wallet from players',
      'Fully onchain games and autonomous worlds',
    ],
    discussions: [
      'Do players want to own in-game assets?',
      'Can token economies survive inside games?',
    ],
    accounts: ['frankdegods', 'punk6529'],
    tokens: ['AXS', 'RON', 'IMX'],
  },
];
