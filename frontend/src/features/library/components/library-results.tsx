import { Inbox, SearchX, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { InlineLoading, LoadingLine } from '../../../components/ui/status-screen.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useLibraryList } from '../api/list-library.ts';
import { useRestoreLibraryItem } from '../api/restore-library-item.ts';
import { isFiltered } from '../utils/library-filters.ts';
import type { LibraryFilters } from '../utils/library-filters.ts';
import { LibraryCard, TrashCard } from './library-card.tsx';

function EmptyState({ icon, title, children }: { icon: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-muted text-muted-foreground [&_svg]:size-6">{icon}</span>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </div>
  );
}

function NothingHere({ filters, onClear }: { filters: LibraryFilters; onClear: () => void }) {
  if (isFiltered(filters))
    return (
      <EmptyState icon={<SearchX aria-hidden="true" />} title="Nothing matches">
        <p className="text-sm text-muted-foreground">Try other words or fewer filters.</p>
        <Button size="sm" variant="secondary" onClick={onClear}>
          Clear filters
        </Button>
      </EmptyState>
    );
  if (filters.trash)
    return (
      <EmptyState icon={<Inbox aria-hidden="true" />} title="The trash is empty">
        <p className="text-sm text-muted-foreground">Deleted items wait here for 30 days before they are gone for good.</p>
      </EmptyState>
    );
  return (
    <EmptyState icon={<Sparkles aria-hidden="true" />} title="Your library is empty">
      <p className="text-sm text-muted-foreground">Every thread and tweet you generate or write lands here.</p>
      <Button asChild size="sm">
        <Link to={paths.newThread}>Generate a thread</Link>
      </Button>
    </EmptyState>
  );
}

/** The cards for the current filters, with loading, error, empty and "Load more" states. */
export function LibraryResults({ filters, onClear }: { filters: LibraryFilters; onClear: () => void }) {
  const list = useLibraryList(filters);
  const restore = useRestoreLibraryItem();
  if (list.isPending) return <InlineLoading message={filters.trash ? 'Loading trash...' : 'Loading library...'} />;
  if (list.isError)
    return (
      <Alert
        tone="danger"
        title="Could not load your library"
        action={
          <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(list.error, 'Try again in a moment.')}
      </Alert>
    );
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <NothingHere filters={filters} onClear={onClear} />;
  const onRestore = (id: string) =>
    restore.mutate(id, {
      onSuccess: () => toast.success('Restored to your library'),
      onError: (error) => toast.error(errorMessage(error, 'Could not restore')),
    });
  return (
    <div className="flex flex-col gap-5" aria-busy={list.isFetching}>
      {list.isPlaceholderData ? <LoadingLine>Searching…</LoadingLine> : null}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label={filters.trash ? 'Trash' : 'Library items'}>
        {items.map((item) =>
          filters.trash ? (
            <TrashCard key={item.id} item={item} restoring={restore.isPending} onRestore={() => onRestore(item.id)} />
          ) : (
            <LibraryCard key={item.id} item={item} />
          ),
        )}
      </ul>
      {list.hasNextPage ? (
        <Button variant="secondary" className="self-center" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {list.isFetchingNextPage ? <Spinner /> : null} Load more
        </Button>
      ) : null}
    </div>
  );
}
