import { describe, expect, it } from 'vitest';
import { parseFeed } from '../src/data-access/feed-parser.ts';

describe('parsing news feeds', () => {
  it('when an RSS 2.0 feed is read, then titles are plain text, links absolute and dates ISO', () => {
    const xml = `<?xml version="1.0"?><rss version="2.0"><channel><title>Wire &amp; Co</title>
      <item><title><![CDATA[Solana <b>ships</b> an upgrade]]></title><link>https://wire.example/a</link>
      <pubDate>Wed, 15 Jan 2025 10:00:00 GMT</pubDate><description>&lt;p&gt;Body&lt;/p&gt;</description></item>
      <item><title>2024</title><guid>https://wire.example/b</guid></item></channel></rss>`;
    expect(parseFeed(xml, 'https://wire.example/feed')).toEqual([
      {
        title: 'Solana ships an upgrade',
        url: 'https://wire.example/a',
        source: 'Wire & Co',
        published_at: '2025-01-15T10:00:00.000Z',
        summary: 'Body',
      },
      { title: '2024', url: 'https://wire.example/b', source: 'Wire & Co', published_at: null, summary: '' },
    ]);
  });

  it('when an Atom feed is read, then the alternate link and the published date are used', () => {
    const xml = `<feed xmlns="http://www.w3.org/2005/Atom"><title>Journal</title>
      <entry><title type="html">A &lt;em&gt;title&lt;/em&gt;</title>
      <link rel="self" href="https://journal.example/self"/><link rel="alternate" href="https://journal.example/post"/>
      <updated>2025-01-16T00:00:00Z</updated><published>2025-01-15T00:00:00Z</published></entry></feed>`;
    expect(parseFeed(xml, 'https://journal.example/atom')).toEqual([
      { title: 'A title', url: 'https://journal.example/post', source: 'Journal', published_at: '2025-01-15T00:00:00.000Z', summary: '' },
    ]);
  });

  it('when an RSS 1.0 (RDF) feed is read, then its items and dc:date are understood', () => {
    const xml = `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
      <channel><title>RDF News</title></channel>
      <item><title>Item</title><link>https://rdf.example/1</link><dc:date>2025-01-15T08:00:00Z</dc:date></item></rdf:RDF>`;
    expect(parseFeed(xml, 'https://rdf.example/rss')).toEqual([
      { title: 'Item', url: 'https://rdf.example/1', source: 'RDF News', published_at: '2025-01-15T08:00:00.000Z', summary: '' },
    ]);
  });

  it('when a link is not http(s) or the document is not a feed, then nothing unsafe or invented comes out', () => {
    const xml = '<rss><channel><item><title>x</title><link>javascript:alert(1)</link></item></channel></rss>';
    expect(parseFeed(xml, 'https://host.example/rss')).toEqual([
      { title: 'x', url: null, source: 'host.example', published_at: null, summary: '' },
    ]);
    expect(parseFeed('<html><body>Not a feed</body></html>', 'https://host.example/')).toEqual([]);
    expect(parseFeed('not xml at all', 'https://host.example/')).toEqual([]);
  });
});

describe('text inside CDATA', () => {
  it('when HTML in CDATA carries entities, then they are decoded after the tags are removed', () => {
    const xml =
      '<rss><channel><title>T</title><item><title><![CDATA[Fees &amp; <i>slashing</i> &#8212; explained&#x21;]]></title></item></channel></rss>';
    expect(parseFeed(xml, 'https://t.example/')[0]?.title).toBe('Fees & slashing — explained!');
  });
});
