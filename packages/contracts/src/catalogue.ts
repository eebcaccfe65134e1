// `@chainscribe/contracts/catalogue`: the plans, offers, word lists and messages without zod,
// for a bundle that only shows them (the marketing pages). Everything here is in the main entry too.
export * from './vocabulary.ts';
export * from './plan-limits.ts';
export * from './plan-catalogue.ts';
export * from './messages.ts';
