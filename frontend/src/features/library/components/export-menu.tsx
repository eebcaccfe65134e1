import { Download } from 'lucide-react';
import { useState } from 'react';
import type { LibraryExportFormat } from '@chainscribe/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '../../../components/ui/dropdown-menu.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

const formats: { id: LibraryExportFormat; name: string }[] = [
  { id: 'md', name: 'Markdown (.md)' },
  { id: 'csv', name: 'CSV, one row per tweet (.csv)' },
  { id: 'json', name: 'JSON (.json)' },
];

/** "Export" with the three formats the API writes; the file downloads once the API has sent it. */
export function ExportMenu({ label, onExport }: { label: string; onExport: (format: LibraryExportFormat) => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const run = async (format: LibraryExportFormat) => {
    setBusy(true);
    try {
      await onExport(format);
    } catch (error) {
      toast.error(errorMessage(error, 'Export failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button size="sm" variant="outline" disabled={busy}>
          {busy ? <Spinner /> : <Download aria-hidden="true" />} {label}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {formats.map((format) => (
          <DropdownMenuItem key={format.id} onSelect={() => void run(format.id)}>
            {format.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
