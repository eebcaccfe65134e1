import type {
  ExperienceLevel,
  RewriteAction,
  HookStyle,
  NewsItem,
  ThreadLength,
  ThreadTone,
  TemplateBeat,
  TemplateRole,
  ThreadType,
  TweetAudience,
  TweetOptions,
  TweetTone,
  TweetType,
} from '@chainscribe/contracts';
import type { MarketFacts } from './figures.ts';

/** What research said about the topic, reduced to what a writer uses. */
export interface ResearchNotes {
  summary: string;
  keyPoints: string[];
  trends: string[];
  hashtags: string[];
  mentions: string[];
  news: NewsItem[];
  viralFormats: string[];
}

/** An X post a "from tweet" thread reacts to. */
export interface SourcePost {
  text: string;
  authorName: string | null;
  /** Without '@'. */
  authorHandle: string | null;
  url: string;
}

export interface ThreadBrief {
  type: ThreadType;
  /** The user's topic; for token threads the token's name, for post threads the post's gist. */
  topic: string;
  token: { symbol: string; name: string | null } | null;
  /** Present only when figures may be printed: the plan allows it, the user asked, and data exists. */
  market: MarketFacts | null;
  /** The user asked for price figures but none were available. */
  priceUnavailable: boolean;
  post: SourcePost | null;
  research: ResearchNotes | null;
  tone: ThreadTone;
  hookStyle: HookStyle;
  length: ThreadLength;
  numbered: boolean;
  /** The CTA text when the user asked for one: it goes in the last tweet. */
  cta: string | null;
  experience: ExperienceLevel;
  /** Same brief and seed, same thread. */
  seed: string;
  /** A template's beats to follow, tweet by tweet (as many as `length`); absent: the writer plans the thread. */
  structure?: readonly TemplateBeat[] | null;
}

export interface TweetBrief {
  topic: string;
  tone: TweetTone;
  type: TweetType;
  audience: TweetAudience;
  viralPotential: TweetOptions['viralPotential'];
  includeHashtags: boolean;
  includeEmojis: boolean;
  includeCTA: boolean;
  includeQuestion: boolean;
  /** Handles without '@'. */
  mentions: string[];
  research: ResearchNotes | null;
  referenceTweets: string[];
  count: number;
  seed: string;
}

export interface TweetDraft {
  content: string;
  hashtags: string[];
}

export interface WrittenThread {
  tweets: string[];
  /** With a structure: the role each tweet plays as written. */
  roles?: TemplateRole[];
  writer: 'template' | 'openai';
  /** The model name for a model writer, 'template' otherwise. */
  model: string;
}

export interface WrittenTweets {
  drafts: TweetDraft[];
  writer: 'template' | 'openai';
  model: string;
}

/** A library rewrite: the thread as it stands, and which tweets to rewrite how. */
export interface RewriteBrief {
  action: RewriteAction;
  /** The voice to write in: the asked tone for `rewrite`, else the item's own (or educational). */
  tone: ThreadTone;
  /** The opening style for `hook`. */
  hookStyle: HookStyle;
  /** The whole thread, for context. */
  thread: readonly string[];
  /** 0-based positions to rewrite, in order. */
  targets: readonly number[];
  /** Same brief and seed, same rewrite. */
  seed: string;
}

export interface WrittenRewrite {
  /** One text per target, in the targets' order. */
  tweets: string[];
  writer: 'template' | 'openai';
  model: string;
}

/** The Writer port (ARCHITECTURE §5): TemplateWriter by default, OpenAIWriter when configured. */
export interface Writer {
  readonly kind: 'template' | 'openai';
  writeThread(brief: ThreadBrief, signal?: AbortSignal): Promise<WrittenThread>;
  writeTweets(brief: TweetBrief, signal?: AbortSignal): Promise<WrittenTweets>;
  rewrite(brief: RewriteBrief, signal?: AbortSignal): Promise<WrittenRewrite>;
}

/** A writer could not produce valid text; the message is for logs. */
export class WriterError extends Error {
  readonly problems: string[];
  constructor(message: string, problems: string[] = []) {
    super(message);
    this.name = 'WriterError';
    this.problems = problems;
  }
}
