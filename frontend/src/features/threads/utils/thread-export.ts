/** A generated thread as the files the preview exports (Markdown and plain text). */
export interface ExportMeta {
  title: string;
  generatedAt: Date;
}

export function threadAsMarkdown(tweets: readonly string[], meta: ExportMeta): string {
  const lines = [
    `# ${meta.title}`,
    '',
    `_${tweets.length} posts · generated ${meta.generatedAt.toISOString().slice(0, 10)} with Chainscribe_`,
    '',
  ];
  tweets.forEach((tweet, index) => {
    lines.push(`## ${index + 1}/${tweets.length}`, '', tweet, '');
  });
  return lines.join('\n');
}

/** Posts separated by a blank line: pasteable straight into X's thread composer one by one. */
export function threadAsPlainText(tweets: readonly string[]): string {
  return tweets.join('\n\n');
}

/** A file name from the title: lowercase words joined by dashes. */
export function exportFileName(title: string, extension: 'md' | 'txt'): string {
  const slug =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'thread';
  return `${slug}.${extension}`;
}
