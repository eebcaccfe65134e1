/**
 * Reach tips for X. The ranking weights quoted are from the recommendation code X open-sourced in
 * March 2023; everything else is phrased as common practice, not as a guarantee.
 */
export const algorithmTips: readonly string[] = [
  'Replies weigh far more than likes: in the ranking code X published in 2023, a reply the author answers scored highest of all engagement signals',
  'Reply to the first comments quickly: early conversation signals help a post reach beyond your followers',
  'Native media (images, charts, short video) tends to hold attention better than plain text',
  'Posts with external links often get less reach; many writers put the link in a reply instead',
  'Keep one to two relevant hashtags; long hashtag lists read as spam',
  'Threads keep readers on your content: make the first post stand alone and promise what follows',
  'Consistency matters: posting at the same windows every day builds a returning audience',
  'Quote posts with added insight travel further than bare reposts',
];
