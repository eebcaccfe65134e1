// Bounds and defaults the calls' schemas hold, without zod, for a page that only shows or checks
// them before its contract has loaded (`@chainscribe/contracts/catalogue`).

export const TOKEN_SEARCH_MIN_LENGTH = 2;
export const TOKEN_SEARCH_DEFAULT_LIMIT = 15;

export const DEFAULT_CTA_TEXT = 'What do you think? Drop your thoughts below 👇';

/** X's length limit for one post. */
export const TWEET_CHARACTER_LIMIT = 280;

export const RESEARCH_MIN_TOPIC_LENGTH = 3;

export const ANALYTICS_DAILY_DAYS = 30;
