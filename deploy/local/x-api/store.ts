import { randomBytes } from 'node:crypto';

/** An app registered with the stand-in, like one in X's developer console. */
export interface XClientApp {
  clientId: string;
  /** Set for a confidential client: the token endpoints then require HTTP Basic client auth. */
  clientSecret?: string;
  /** Allowed callback URLs (exact match, as X checks); empty allows any http(s) URL. */
  redirectUris?: string[];
  name?: string;
}

export interface XUser {
  id: string;
  username: string;
  name: string;
  createdAt: number;
}

/** One user's consent to one app; every token issued from it dies with it. */
export interface Authorization {
  id: string;
  userId: string;
  clientId: string;
  scopes: string[];
  revoked: boolean;
}

export interface IssuedToken {
  kind: 'access' | 'refresh';
  authorizationId: string;
  expiresAt?: number;
  /** Refresh tokens rotate: a used one is refused. */
  used?: boolean;
}

export interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  challengeMethod: 'S256' | 'plain';
  scopes: string[];
  userId: string;
  expiresAt: number;
  used: boolean;
}

export interface PostedTweet {
  id: string;
  text: string;
  authorId: string;
  inReplyToTweetId?: string;
  conversationId: string;
  createdAt: number;
  deleted: boolean;
}

// X's snowflake epoch (2010-11-04): ids sort by creation time like real tweet ids.
const snowflakeEpoch = 1288834974657n;

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Everything the stand-in knows, in memory: a restart forgets it, as a fresh sandbox would. */
export class XStore {
  readonly clients = new Map<string, XClientApp>();
  readonly users = new Map<string, XUser>();
  readonly authorizations = new Map<string, Authorization>();
  readonly tokens = new Map<string, IssuedToken>();
  readonly codes = new Map<string, PendingCode>();
  readonly tweets: PostedTweet[] = [];
  private lastId = 0n;

  private readonly now: () => number;

  constructor(now: () => number) {
    this.now = now;
  }

  nextId(): string {
    const candidate = (BigInt(this.now()) - snowflakeEpoch) << 22n;
    this.lastId = candidate > this.lastId ? candidate : this.lastId + 1n;
    return this.lastId.toString();
  }

  userByName(username: string): XUser {
    const existing = [...this.users.values()].find((u) => u.username.toLowerCase() === username.toLowerCase());
    if (existing) return existing;
    const user: XUser = { id: this.nextId(), username, name: displayName(username), createdAt: this.now() };
    this.users.set(user.id, user);
    return user;
  }

  tweet(id: string): PostedTweet | undefined {
    return this.tweets.find((t) => t.id === id && !t.deleted);
  }

  /** Like a user removing the app in X's settings: every authorization of theirs stops working. */
  revokeUser(username: string): number {
    const user = [...this.users.values()].find((u) => u.username.toLowerCase() === username.toLowerCase());
    if (!user) return 0;
    let count = 0;
    for (const auth of this.authorizations.values()) {
      if (auth.userId === user.id && !auth.revoked) {
        auth.revoked = true;
        count++;
      }
    }
    return count;
  }

  reset(): void {
    this.users.clear();
    this.authorizations.clear();
    this.tokens.clear();
    this.codes.clear();
    this.tweets.length = 0;
  }
}

function displayName(username: string): string {
  return username
    .split(/[_\s]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ');
}
