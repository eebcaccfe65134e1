import { z } from 'zod';

export { TWEET_CHARACTER_LIMIT } from '../../call-limits.ts';
/** Characters, not X-weighted length: the writer checks the weighted 280 itself. */
export const tweetTextSchema = z.string().min(1).max(1000);
