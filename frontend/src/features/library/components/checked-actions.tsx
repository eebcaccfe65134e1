import { Copy } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import type { LibraryExportFormat } from '@chainscribe/contracts';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { RecheckGate } from '../../../components/figure-recheck/use-recheck-gate.ts';
import { ExportMenu } from './export-menu.tsx';

/** Copy and Export, each after the re-check of the thread's cited figures. */
export function CheckedActions({
  gate,
  texts,
  saveFirst,
  onExport,
}: {
  gate: RecheckGate;
  texts: readonly string[];
  /** Saves the text on screen: an export is written by the server from what it stores. */
  saveFirst: () => Promise<void>;
  onExport: (format: LibraryExportFormat) => Promise<void>;
}) {
  // "Update text" in the re-check changes the text after the click: the action takes it as it is then.
  const latest = useRef(texts);
  useLayoutEffect(() => {
    latest.current = texts;
  });
  const copy = () =>
    gate.guard('copy', async () => {
      await navigator.clipboard.writeText(latest.current.join('\n\n'));
      toast.success(latest.current.length > 1 ? 'Thread copied' : 'Tweet copied');
    });
  const exportAs = (format: LibraryExportFormat) =>
    gate.guard('export', async () => {
      await saveFirst();
      await onExport(format);
    });
  return (
    <>
      <Button size="sm" variant="outline" disabled={gate.checking} onClick={() => void copy()}>
        {gate.checking ? <Spinner /> : <Copy aria-hidden="true" />} Copy
      </Button>
      <ExportMenu label="Export" onExport={exportAs} />
    </>
  );
}
