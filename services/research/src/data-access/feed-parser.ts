import { XMLParser } from 'fast-xml-parser';

/** One entry of an RSS or Atom feed, reduced to what research shows and searches. */
export interface FeedEntry {
  title: string;
  url: string | null;
  source: string;
  published_at: string | null;
  summary: string;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  // 'dc:date' → 'date', 'atom:link' → 'link', 'rdf:RDF' → 'RDF'.
  removeNSPrefix: true,
  // Titles such as '2024' must stay text.
  parseTagValue: false,
  trimValues: true,
  htmlEntities: true,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
});

type Node = Record<string, unknown>;
const asNode = (v: unknown): Node | undefined => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : undefined);
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);

function text(v: unknown): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  const node = asNode(v);
  if (node) return text(node['#text']);
  if (Array.isArray(v)) return text(v[0]);
  return '';
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** HTML inside CDATA keeps its entities (the XML parser rightly leaves CDATA alone). */
const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return named[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });

/** Feed text often carries HTML; research shows plain sentences. */
const plain = (v: unknown) =>
  decodeEntities(text(v).replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

function httpUrl(v: string): string | null {
  try {
    const url = new URL(v.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function isoDate(v: unknown): string | null {
  const raw = text(v).trim();
  if (!raw) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function atomLink(v: unknown): string | null {
  const links = asList(v).map((l) => asNode(l) ?? { '@_href': text(l) });
  const preferred = links.find((l) => !l['@_rel'] || l['@_rel'] === 'alternate') ?? links[0];
  return preferred ? httpUrl(text(preferred['@_href'])) : null;
}

function rssLink(v: unknown): string | null {
  // RSS 2.0 channels may also carry <atom:link href rel="self">, which the namespace strip folds in.
  for (const l of asList(v)) {
    const node = asNode(l);
    const url = httpUrl(node ? text(node['@_href'] ?? node['#text']) : text(l));
    if (url) return url;
  }
  return null;
}

const hostOf = (feedUrl: string) => {
  try {
    return new URL(feedUrl).hostname;
  } catch {
    return feedUrl;
  }
};

/** RSS 2.0, RSS 1.0 (RDF) and Atom. Anything else yields no entries. */
export function parseFeed(xml: string, feedUrl: string): FeedEntry[] {
  const doc = asNode(parser.parse(xml)) ?? {};
  const atom = asNode(doc.feed);
  if (atom) {
    const source = plain(atom.title) || hostOf(feedUrl);
    return asList(atom.entry).flatMap((e) => {
      const entry = asNode(e);
      if (!entry) return [];
      return [
        {
          title: plain(entry.title),
          url: atomLink(entry.link),
          source,
          published_at: isoDate(entry.published ?? entry.updated),
          summary: plain(entry.summary ?? entry.content),
        },
      ];
    });
  }
  const rss = asNode(doc.rss) ?? asNode(doc.RDF);
  if (!rss) return [];
  const channel = asNode(rss.channel) ?? {};
  const source = plain(channel.title) || hostOf(feedUrl);
  return [...asList(channel.item), ...asList(rss.item)].flatMap((i) => {
    const item = asNode(i);
    if (!item) return [];
    return [
      {
        title: plain(item.title),
        url: rssLink(item.link) ?? httpUrl(text(item.guid)),
        source: plain(item.source) || source,
        published_at: isoDate(item.pubDate ?? item.date ?? item.published),
        summary: plain(item.description ?? item.encoded),
      },
    ];
  });
}
