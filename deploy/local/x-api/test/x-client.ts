import { Agent } from 'node:http';
import { TwitterApi, type ITwitterApiClientPlugin } from 'twitter-api-v2';

/**
 * twitter-api-v2 aimed at the stand-in: a plugin swaps X's origin for the stand-in's, and a plain
 * HTTP agent lets the library's https.request speak http:// (its protocol check follows the agent).
 */
export function standInSettings(baseUrl: string) {
  const rewrite: ITwitterApiClientPlugin = {
    onBeforeRequestConfig({ params }) {
      params.url = params.url.replace(/^https:\/\/api\.x\.com/, baseUrl);
    },
  };
  return { plugins: [rewrite], httpAgent: new Agent({ keepAlive: false }) };
}

export function appClient(baseUrl: string, clientId: string, clientSecret?: string): TwitterApi {
  return new TwitterApi(clientSecret ? { clientId, clientSecret } : { clientId }, standInSettings(baseUrl));
}
