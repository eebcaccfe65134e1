import { buildPath } from '@chainscribe/contracts/catalogue';
import { exportLibrary, exportLibraryItem } from '@chainscribe/contracts/routes';
import type { LibraryExportFormat } from '@chainscribe/contracts';
import { toApiError } from '../../../lib/api-client.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { downloadBlob } from '../../../lib/download.ts';

/** The name the API gives the file (Content-Disposition), else ours. */
function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

async function download(api: ApiClient, path: string, format: LibraryExportFormat, fallbackName: string): Promise<void> {
  // A bearer call cannot be a plain link, so the file comes through fetch and is saved from memory.
  const response = await api.open(`${path}?format=${format}`);
  if (!response.ok) throw await toApiError(response);
  downloadBlob(fileNameOf(response, fallbackName), await response.blob());
}

/** GET /api/library/export?format=…: the whole library (not the trash). */
export function downloadLibraryExport(api: ApiClient, format: LibraryExportFormat): Promise<void> {
  return download(api, exportLibrary.path, format, `chainscribe-library.${format}`);
}

/** GET /api/library/:id/export?format=…: one item. */
export function downloadItemExport(api: ApiClient, id: string, format: LibraryExportFormat): Promise<void> {
  return download(api, buildPath(exportLibraryItem.path, { id }), format, `chainscribe-${id}.${format}`);
}
