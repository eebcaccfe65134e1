import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { downloadBlob } from '../../../lib/download.ts';
import { toast } from '../../../lib/toast.ts';
import { fetchMyDataArchive } from '../api/export-my-data.ts';
import type { ExportProgress } from '../api/export-my-data.ts';

export type DataExportState =
  { status: 'idle' } | { status: 'downloading'; progress: ExportProgress } | { status: 'failed'; message: string };

/** "Download all my data": fetch the archive with progress, save it, and say how it went. */
export function useDataExport() {
  const api = useApi();
  const [state, setState] = useState<DataExportState>({ status: 'idle' });

  const start = async () => {
    if (state.status === 'downloading') return;
    setState({ status: 'downloading', progress: { received: 0, total: null } });
    const toastId = toast.loading('Preparing your data...');
    try {
      const archive = await fetchMyDataArchive(api, (progress) => setState({ status: 'downloading', progress }));
      downloadBlob(archive.filename, archive.blob);
      setState({ status: 'idle' });
      toast.success('Your data is downloading', { id: toastId, description: archive.filename });
    } catch (error) {
      const message = errorMessage(error, 'Your data could not be downloaded. Please try again.');
      setState({ status: 'failed', message });
      toast.error('Download failed', { id: toastId, description: message });
    }
  };

  return { state, start: () => void start() };
}
