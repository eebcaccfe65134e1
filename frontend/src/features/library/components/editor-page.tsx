import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { LibraryItem } from '@chainscribe/contracts';
import { Alert } from '../../../components/ui/alert.tsx';
import { AppPageHeader } from '../../../components/ui/app-page-header.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { usePreviewAuthor } from '../../../lib/current-user/get-profile.ts';
import { downloadItemExport } from '../api/export-library.ts';
import { useLibraryItem } from '../api/get-library-item.ts';
import { useRestoreLibraryItem } from '../api/restore-library-item.ts';
import { useEditorSession } from '../hooks/use-editor-session.ts';
import { EDITOR_AREA_ATTRIBUTE } from '../hooks/use-thread-editor.ts';
import { kindLabels, statusLabels, statusTones, subjectOf, titleOf } from '../utils/library-labels.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import { LeaveDialog } from './leave-dialog.tsx';
import { RewritePanel } from './rewrite-panel.tsx';
import { PublicToggle } from './public-toggle.tsx';
import { SaveStatus } from './save-status.tsx';
import { TweetList } from './tweet-list.tsx';
import { VersionsPanel } from './versions-panel.tsx';
import { XThreadPreview } from './x-thread-preview.tsx';
import { useEditorChecks } from '../hooks/use-editor-checks.ts';
import { RecheckPromptDialog } from '../../../components/figure-recheck/recheck-dialog.tsx';
import { CheckedActions } from './checked-actions.tsx';
import { SponsoredToggle } from './sponsored-toggle.tsx';
import { TweetChecks } from './tweet-checks.tsx';

/** What the route may put in the toolbar's "Save as template" slot, given the thread as edited now. */
export type SaveAsTemplateSlot = (thread: { tweets: string[]; title: string }) => ReactNode;
/** What the route may show beside the preview to post the item; `saveNow` saves unsaved edits first. */
export type PublishSlot = (item: { itemId: string; saveNow: () => Promise<unknown> }) => ReactNode;

const backToLibrary = { to: paths.library, label: 'Back to Library' } as const;

function ItemFacts({ item }: { item: LibraryItem }) {
  const subject = subjectOf(item);
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge tone={statusTones[item.status]}>{statusLabels[item.status]}</Badge>
      <Badge>{kindLabels[item.kind]}</Badge>
      {subject ? (
        <Badge className="block max-w-full truncate" title={subject}>
          {subject}
        </Badge>
      ) : null}
    </span>
  );
}

interface EditorOptions {
  saveAsTemplate?: SaveAsTemplateSlot;
  publish?: PublishSlot;
  /** The user's "Auto-save drafts" setting; off, the editor saves only when Save is pressed. */
  autosave?: boolean;
}

function EditorWorkspace({ item, saveAsTemplate, publish, autosave: autosaveOn = true }: EditorOptions & { item: LibraryItem }) {
  const api = useApi();
  const session = useEditorSession(item, autosaveOn);
  const { editor, autosave } = session;
  const checks = useEditorChecks(item, editor, autosave);
  const author = usePreviewAuthor();
  const [versionsOpen, setVersionsOpen] = useState(false);
  const title = titleOf(editor.texts);
  return (
    <div className="flex flex-col gap-6" {...{ [EDITOR_AREA_ATTRIBUTE]: '' }}>
      <title>{`${title} · Library · Chainscribe`}</title>
      <AppPageHeader
        back={backToLibrary}
        title={item.kind === 'tweet' ? 'Edit tweet' : 'Edit thread'}
        status={<ItemFacts item={item} />}
        description={
          <SaveStatus status={autosave.status} error={autosave.error} manual={!autosaveOn} onRetry={() => void autosave.saveNow()} />
        }
      />
      <EditorToolbar
        canUndo={editor.canUndo}
        canRedo={editor.canRedo}
        onUndo={editor.undo}
        onRedo={editor.redo}
        onDelete={session.remove}
        versions={
          <VersionsPanel
            itemId={item.id}
            currentVersion={autosave.base.version}
            open={versionsOpen}
            onOpenChange={setVersionsOpen}
            busy={session.restoring}
            onRestore={(version) => void session.restore(version).then(() => setVersionsOpen(false))}
          />
        }
        exportMenu={
          <CheckedActions
            gate={checks.gate}
            texts={editor.texts}
            saveFirst={autosave.saveNow}
            onExport={(format) => downloadItemExport(api, item.id, format)}
          />
        }
        saveAsTemplateSlot={saveAsTemplate?.({ tweets: editor.texts, title })}
      />
      <div className="flex flex-wrap gap-x-6 gap-y-3">
        <PublicToggle initial={item.public} onChange={(on) => autosave.saveFields({ public: on })} />
        <SponsoredToggle on={checks.sponsored} onChange={checks.markSponsored} />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="flex flex-col gap-6">
          <RewritePanel itemId={item.id} texts={editor.texts} replace={editor.replace} />
          <TweetList
            tweets={editor.tweets}
            commands={editor.commands}
            registerTextarea={editor.registerTextarea}
            footerOf={(index) => <TweetChecks {...checks.of(index)} onApply={checks.apply} />}
          />
        </div>
        <div className="flex flex-col gap-6 lg:sticky lg:top-24">
          {publish?.({ itemId: item.id, saveNow: checks.beforePosting })}
          <XThreadPreview tweets={editor.texts} author={author} />
        </div>
      </div>
      <p className="text-xs text-muted-foreground">
        Alt+↑/↓ moves a tweet · Ctrl/⌘+Enter splits it at the cursor · Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z redoes ·{' '}
        {autosaveOn ? 'saved automatically after a pause' : 'auto-save is off in Settings: press Save to keep your changes'}
      </p>
      {autosave.conflict ? (
        <ConflictDialog mine={editor.texts} theirs={autosave.conflict} onKeepMine={session.keepMine} onKeepTheirs={session.keepTheirs} />
      ) : null}
      <RecheckPromptDialog gate={checks.gate} />
      <LeaveDialog blocker={session.blocker} />
    </div>
  );
}

function TrashedNotice({ item }: { item: LibraryItem }) {
  const restore = useRestoreLibraryItem();
  return (
    <Alert
      tone="warning"
      title="This item is in the trash"
      action={
        <Button size="sm" variant="secondary" disabled={restore.isPending} onClick={() => restore.mutate(item.id)}>
          <RotateCcw aria-hidden="true" /> Restore
        </Button>
      }
    >
      Restore it to edit it again. Items in the trash are deleted for good after 30 days.
    </Alert>
  );
}

/** /dashboard/library/:id — the editor of one library item. */
export function LibraryEditorPage({ id, saveAsTemplate, publish, autosave }: EditorOptions & { id: string }) {
  const item = useLibraryItem(id);
  if (item.isPending) return <InlineLoading message="Loading editor..." />;
  if (item.isError)
    return (
      <div className="flex flex-col gap-6">
        <AppPageHeader back={backToLibrary} title="Edit thread" />
        <Alert tone="danger" title="Could not open this item">
          {errorMessage(item.error, 'Try again in a moment.')}
        </Alert>
      </div>
    );
  if (item.data.deletedAt)
    return (
      <div className="flex flex-col gap-6">
        <AppPageHeader back={backToLibrary} title="Edit thread" />
        <TrashedNotice item={item.data} />
      </div>
    );
  // A new item (or one restored from the trash) starts a fresh editor and history.
  return <EditorWorkspace key={`${item.data.id}`} item={item.data} saveAsTemplate={saveAsTemplate} publish={publish} autosave={autosave} />;
}
