/** Shortens at a word boundary so capped fields never end mid-word. */
export function clip(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** Keeps the first occurrence (case-insensitive), drops blanks, caps the list. */
export function uniqueList(items: Iterable<string>, max: number, maxLength = 500): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of items) {
    const item = clip(raw, maxLength);
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
    if (out.length >= max) break;
  }
  return out;
}

/** Topics differ only in case and spacing for caching purposes. */
export const normalizeTopic = (topic: string) => topic.trim().replace(/\s+/g, ' ').toLowerCase();
