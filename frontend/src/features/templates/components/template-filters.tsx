import { Search } from 'lucide-react';
import { templateCategories } from '@chainscribe/contracts';
import type { TemplateCategory } from '@chainscribe/contracts';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';
import { categoryLabels } from '../utils/template-labels.ts';
import type { TemplateFilter } from '../utils/filter-templates.ts';

function CategoryChip({ label, active, onClick }: { label: string; active: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
        active
          ? 'border-primary bg-primary/15 text-foreground'
          : 'border-border text-muted-foreground hover:bg-muted hover:text-foreground',
      )}
    >
      {label}
    </button>
  );
}

/** Search as you type and one category at a time (All shows every category). */
export function TemplateFilters({ filter, onChange }: { filter: TemplateFilter; onChange: (filter: TemplateFilter) => void }) {
  const pick = (category: TemplateCategory | null) => onChange({ ...filter, category });
  return (
    <div className="flex flex-col gap-3">
      <div className="relative max-w-md">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Search templates"
          placeholder="Search templates, e.g. airdrop"
          className="pl-10"
          value={filter.query}
          onChange={(event) => onChange({ ...filter, query: event.target.value })}
        />
      </div>
      {/* One scrolling row on phones instead of a tall stack of chips. */}
      <div role="group" aria-label="Category" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap">
        <CategoryChip label="All" active={filter.category === null} onClick={() => pick(null)} />
        {templateCategories.map((category) => (
          <CategoryChip
            key={category}
            label={categoryLabels[category]}
            active={filter.category === category}
            onClick={() => pick(category)}
          />
        ))}
      </div>
    </div>
  );
}
