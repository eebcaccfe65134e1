/** Saves text as a file through a temporary object URL (no server round trip). */
export function downloadText(filename: string, content: string, type = 'text/plain'): void {
  downloadBlob(filename, new Blob([content], { type: `${type};charset=utf-8` }));
}

/** Saves bytes already in memory (e.g. an archive the API sent) as a file. */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
