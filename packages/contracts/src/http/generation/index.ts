// Generation's calls by resource, as one module: the package's index re-exports all of it.
export { TWEET_CHARACTER_LIMIT } from './text.ts';
export * from './plan.ts';
export * from './thread-context.ts';
export * from './threads.ts';
export * from './tweets.ts';
export * from './thread-history.ts';
export * from './jobs.ts';
export * from './job-accepted.ts';
