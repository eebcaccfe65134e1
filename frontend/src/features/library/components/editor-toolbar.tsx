import { Redo2, Trash2, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';

/** Undo/redo, the item's own actions (versions, export, delete) and the slot for "Save as template". */
export function EditorToolbar({
  canUndo,
  canRedo,
  onUndo,
  onRedo,
  onDelete,
  versions,
  exportMenu,
  saveAsTemplateSlot,
}: {
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onDelete: () => void;
  versions: ReactNode;
  exportMenu: ReactNode;
  /** Filled by the route with the templates feature's button; the library never imports it. */
  saveAsTemplateSlot?: ReactNode;
}) {
  return (
    <div role="toolbar" aria-label="Editor" className="flex flex-wrap items-center gap-2">
      <Button size="sm" variant="ghost" onClick={onUndo} disabled={!canUndo} aria-keyshortcuts="Control+Z Meta+Z" title="Undo (Ctrl/⌘+Z)">
        <Undo2 aria-hidden="true" /> Undo
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={onRedo}
        disabled={!canRedo}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        title="Redo (Ctrl/⌘+Shift+Z or Ctrl+Y)"
      >
        <Redo2 aria-hidden="true" /> Redo
      </Button>
      <span aria-hidden="true" className="mx-1 hidden h-6 w-px bg-border sm:block" />
      {versions}
      {exportMenu}
      {saveAsTemplateSlot}
      <Button size="sm" variant="ghost" className="text-danger sm:ml-auto" onClick={onDelete}>
        <Trash2 aria-hidden="true" /> Delete
      </Button>
    </div>
  );
}
