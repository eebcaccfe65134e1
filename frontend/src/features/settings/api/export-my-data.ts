import { exportMe } from '@chainscribe/contracts/routes';
import { ApiError, toApiError } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';

/** Gathering every service's part can take a while on a large library; past this the user is told to retry. */
export const MY_DATA_EXPORT_TIMEOUT_MS = 120_000;

export interface ExportProgress {
  received: number;
  /** The archive's size when the server says it (Content-Length), else null. */
  total: number | null;
}

export interface DataArchive {
  blob: Blob;
  filename: string;
}

/** A plain name may hold a lone '%' (which is not an escape): keep it as written. */
function decodedOrAsIs(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}

/** The name the server gives in Content-Disposition, else a dated default. */
export function archiveFilename(disposition: string | null, now: Date): string {
  const quoted = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i)?.[1];
  const name = quoted ? decodedOrAsIs(quoted).replace(/[/\\]/g, '_') : '';
  return name || `chainscribe-data-${now.toISOString().slice(0, 10)}.json`;
}

/** Reads the body chunk by chunk so the page can show how much has arrived. */
async function readWithProgress(body: ReadableStream<Uint8Array>, total: number | null, onProgress: (p: ExportProgress) => void) {
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
    received += value.byteLength;
    onProgress({ received, total });
  }
}

/**
 * GET /api/users/me/export, read as bytes rather than through `call`: the document is saved as
 * the server wrote it, with progress, and never parsed into memory twice. A refusal becomes an
 * ApiError with the server's message.
 */
export async function fetchMyDataArchive(api: ApiClient, onProgress: (progress: ExportProgress) => void): Promise<DataArchive> {
  const signal = AbortSignal.timeout(MY_DATA_EXPORT_TIMEOUT_MS);
  try {
    const response = await api.open(exportMe.path, { signal, headers: { Accept: 'application/json' } });
    if (!response.ok) throw await toApiError(response);
    const total = Number(response.headers.get('content-length')) || null;
    onProgress({ received: 0, total });
    const chunks = response.body ? await readWithProgress(response.body, total, onProgress) : [];
    const type = response.headers.get('content-type') ?? 'application/octet-stream';
    // Copied into plain ArrayBuffers: Blob parts must not be views over a shared buffer.
    const parts = chunks.map((chunk) => new Uint8Array(chunk).buffer);
    return { blob: new Blob(parts, { type }), filename: archiveFilename(response.headers.get('content-disposition'), new Date()) };
  } catch (error) {
    if (signal.aborted) throw new ApiError('Preparing your data took too long. Please try again in a few minutes.', 504);
    throw error;
  }
}
