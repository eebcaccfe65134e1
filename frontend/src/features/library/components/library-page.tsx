import { AppPageHeader, backToDashboard } from '../../../components/ui/app-page-header.tsx';
import { SegmentedControl } from '../../../components/ui/segmented-control.tsx';
import { useApi } from '../../../lib/api-context.tsx';
import { downloadLibraryExport } from '../api/export-library.ts';
import { useLibraryFilters } from '../hooks/use-library-filters.ts';
import { noFilters } from '../utils/library-filters.ts';
import { EmptyTrashDialog } from './empty-trash-dialog.tsx';
import { ExportMenu } from './export-menu.tsx';
import { LibraryFiltersBar } from './library-filters-bar.tsx';
import { LibraryResults } from './library-results.tsx';
import { NewDraftDialog } from './new-draft-dialog.tsx';

type View = 'library' | 'trash';

/** /dashboard/library — everything the user generated or wrote, searchable, with its trash. */
export function LibraryPage() {
  const api = useApi();
  const { filters, update } = useLibraryFilters();
  const view: View = filters.trash ? 'trash' : 'library';
  return (
    <div className="flex flex-col gap-6">
      <title>Library · Chainscribe</title>
      <AppPageHeader
        back={backToDashboard}
        title="Library"
        description="Every thread and tweet you generated or wrote: find it, edit it, take it with you."
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <ExportMenu label="Export library" onExport={(format) => downloadLibraryExport(api, format)} />
            <NewDraftDialog />
          </div>
        }
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="w-56">
          <SegmentedControl
            look="tabs"
            aria-label="Show"
            value={view}
            onChange={(next) => update({ trash: next === 'trash' })}
            options={[
              { id: 'library', name: 'Library' },
              { id: 'trash', name: 'Trash' },
            ]}
          />
        </div>
        {view === 'trash' ? <EmptyTrashDialog /> : null}
      </div>
      <LibraryFiltersBar filters={filters} update={update} />
      <LibraryResults filters={filters} onClear={() => update(noFilters)} />
    </div>
  );
}
