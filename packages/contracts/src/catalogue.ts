// `@chainscribe/contracts/catalogue`: the plans, offers, word lists, messages, error codes and
// the path builder without zod, for code that only shows them (the marketing pages' bundle, the app's start-up
// path). Everything here is in the main entry too.
export * from './vocabulary.ts';
export * from './word-lists.ts';
export * from './plan-limits.ts';
export * from './plan-catalogue.ts';
export * from './messages.ts';
export * from './error-codes.ts';
export * from './plan-gates.ts';
export * from './call-limits.ts';
export { buildPath } from './http/call.ts';
