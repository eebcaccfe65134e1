import { z } from 'zod';

/** X's length limit for one post. */
export const TWEET_CHARACTER_LIMIT = 280;
/** Characters, not X-weighted length: the writer checks the weighted 280 itself. */
export const tweetTextSchema = z.string().min(1).max(1000);
