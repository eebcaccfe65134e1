import { Clock, ExternalLink, Flame, Hash, Lightbulb, Newspaper, Radar, Target, Users, Zap } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import type { ResearchResult } from '../hooks/use-topic-research.ts';
import { caps, handleOf } from '../utils/tweet-options.ts';

function Block({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-2">
      <h4 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase [&_svg]:size-3.5">
        {icon}
        {title}
      </h4>
      {children}
    </section>
  );
}

const unique = (values: readonly string[]): string[] => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

function BulletList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className ?? 'flex list-disc flex-col gap-1 pl-4 text-sm'}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function NewsList({ news }: { news: ResearchResult['research']['recent_news'] }) {
  return (
    <ul className="flex flex-col gap-2 text-sm">
      {news.map((item) => (
        <li key={`${item.source}-${item.title}`} className="flex flex-col">
          {item.url ? (
            <a
              href={item.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium hover:text-primary"
            >
              {item.title} <ExternalLink aria-hidden="true" className="size-3" />
            </a>
          ) : (
            <span className="font-medium">{item.title}</span>
          )}
          <span className="text-xs text-muted-foreground">
            {item.source}
            {item.published_at ? ` · ${new Date(item.published_at).toLocaleDateString('en-US', { month: 'short', day: 'numeric' })}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

type AccountInsight = ResearchResult['insights'][string];

function MentionDetails({ insight }: { insight: AccountInsight | undefined }) {
  if (!insight) return 'No details on this account yet';
  return (
    <span className="flex max-w-64 flex-col gap-1 font-normal">
      <span>
        <strong>Expertise:</strong> {insight.expertise}
      </span>
      <span>
        <strong>Style:</strong> {insight.style}
      </span>
      <span>
        <strong>Strategy:</strong> {insight.mention_strategy}
      </span>
    </span>
  );
}

function MentionChips({ mentions, insights }: { mentions: string[]; insights: ResearchResult['insights'] }) {
  return (
    <ul className="flex flex-wrap gap-1.5">
      {mentions.map((name) => {
        const insight = insights[name] ?? Object.entries(insights).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
        return (
          <li key={name}>
            <Tooltip content={<MentionDetails insight={insight} />}>
              <button
                type="button"
                className="rounded-full border border-border bg-card px-2.5 py-0.5 text-xs font-medium hover:border-accent/50 hover:text-accent"
              >
                @{name}
              </button>
            </Tooltip>
          </li>
        );
      })}
    </ul>
  );
}

function TrendingIntelligence({ formats, tips, timing }: { formats: string[]; tips: string[]; timing: string | null | undefined }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-warning/25 bg-warning/5 p-4">
      <h4 className="flex items-center gap-1.5 text-sm font-semibold">
        <Flame aria-hidden="true" className="size-4 text-warning" /> Live Trending Intelligence
      </h4>
      {formats.length > 0 ? (
        <Block icon={<Zap />} title="Viral Formats">
          <BulletList items={formats} />
        </Block>
      ) : null}
      {tips.length > 0 ? (
        <Block icon={<Target />} title="Algorithm Tips">
          <BulletList items={tips} />
        </Block>
      ) : null}
      {timing ? (
        <Block icon={<Clock />} title="Optimal Timing">
          <p className="text-sm">{timing}</p>
        </Block>
      ) : null}
    </div>
  );
}

function InsightsHeading({ topic }: { topic: string }) {
  return (
    <div className="flex items-center gap-2">
      <span className="grid size-8 place-items-center rounded-lg bg-accent/15 text-accent">
        <Radar aria-hidden="true" className="size-4" />
      </span>
      <div>
        <h3 className="font-semibold">Research Insights</h3>
        <p className="text-xs text-muted-foreground">For “{topic}”</p>
      </div>
    </div>
  );
}

/** What the panel shows, each list cut to its §9 cap. */
function capped({ research, trending }: ResearchResult) {
  return {
    hashtags: unique([...research.trending_hashtags, ...(trending?.trending_hashtags ?? [])])
      .map((tag) => (tag.startsWith('#') ? tag : `#${tag}`))
      .slice(0, caps.hashtags),
    mentions: unique(research.suggested_mentions.map(handleOf)).slice(0, caps.mentions),
    formats: (trending?.viral_content_types ?? []).slice(0, caps.viralFormats),
    tips: (trending?.algorithm_favors ?? []).slice(0, caps.algorithmTips),
    timing: trending?.engagement_peaks || research.optimal_timing,
  };
}

/**
 * The research insights panel (spec §2) with the §9 caps: 8 hashtags, 3 talking points, 2 recent
 * developments, 6 mentions (hover for expertise, style and strategy), 2 viral formats, 2
 * algorithm tips, the optimal timing and the posting strategy.
 */
export function ResearchInsights({ result }: { result: ResearchResult }) {
  const { research, trending, insights } = result;
  const { hashtags, mentions, formats, tips, timing } = capped(result);
  return (
    <Card role="region" aria-label="Research Insights" className="flex flex-col gap-5 border-accent/30 bg-accent/5 p-5">
      <InsightsHeading topic={result.topic} />
      {research.summary ? <p className="text-sm leading-relaxed">{research.summary}</p> : null}
      {hashtags.length > 0 ? (
        <Block icon={<Hash />} title="Trending Hashtags">
          <ul className="flex flex-wrap gap-1.5">
            {hashtags.map((tag) => (
              <li key={tag} className="rounded-full bg-primary/10 px-2.5 py-0.5 text-xs font-medium text-primary">
                {tag}
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
      {research.key_points.length > 0 ? (
        <Block icon={<Lightbulb />} title="Key Talking Points">
          <BulletList
            items={research.key_points.slice(0, caps.keyPoints)}
            className="flex list-disc flex-col gap-1 pl-4 text-sm marker:text-primary"
          />
        </Block>
      ) : null}
      {research.recent_news.length > 0 ? (
        <Block icon={<Newspaper />} title="Recent Developments">
          <NewsList news={research.recent_news.slice(0, caps.news)} />
        </Block>
      ) : null}
      {mentions.length > 0 ? (
        <Block icon={<Users />} title="Strategic Mentions">
          <MentionChips mentions={mentions} insights={insights} />
        </Block>
      ) : null}
      {trending && (formats.length > 0 || tips.length > 0 || timing) ? (
        <TrendingIntelligence formats={formats} tips={tips} timing={timing} />
      ) : null}
      {research.optimal_timing || research.current_trends.length > 0 ? (
        <Block icon={<Target />} title="Posting Strategy">
          <p className="text-sm text-muted-foreground">{postingStrategy(result)}</p>
        </Block>
      ) : null}
    </Card>
  );
}

/** One line of advice from the research: when to post and which current trend to ride. */
function postingStrategy({ research }: ResearchResult): string {
  const parts: string[] = [];
  if (research.optimal_timing)
    parts.push(`Post ${research.optimal_timing.charAt(0).toLowerCase()}${research.optimal_timing.slice(1)}`.replace(/\.$/, '') + '.');
  const trend = research.current_trends[0];
  if (trend) parts.push(`Tie it to what people already discuss: ${trend.replace(/\.$/, '')}.`);
  const point = research.key_points[0];
  if (point) parts.push(`Lead with your strongest point: ${point.replace(/\.$/, '')}.`);
  return parts.join(' ');
}
