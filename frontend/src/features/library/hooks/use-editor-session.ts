import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LibraryItem } from '@chainscribe/contracts';
import { libraryItemPath, paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { toast } from '../../../lib/toast.ts';
import { useTrashLibraryItem } from '../api/delete-library-item.ts';
import { libraryKeys } from '../api/list-library.ts';
import { restoreFromTrash } from '../api/restore-library-item.ts';
import { restoreVersion } from '../api/restore-library-version.ts';
import { useAutosave } from './use-autosave.ts';
import { useThreadEditor } from './use-thread-editor.ts';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.ts';

/** Delete sends the item to the trash and offers "Undo" for as long as the toast shows. */
function useTrashWithUndo(item: LibraryItem, beforeLeaving: () => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const trash = useTrashLibraryItem();
  // The toast outlives this page, so Undo calls the API itself rather than through this page's mutation.
  const undo = async () => {
    try {
      const restored = await restoreFromTrash(api, item.id);
      queryClient.setQueryData(libraryKeys.item(item.id), restored);
      void queryClient.invalidateQueries({ queryKey: libraryKeys.lists() });
      toast.success('Restored from the trash');
      void navigate(libraryItemPath(item.id));
    } catch (error) {
      toast.error(errorMessage(error, 'Could not restore'));
    }
  };
  return (saveFirst: () => Promise<void>) => {
    void (async () => {
      await saveFirst();
      trash.mutate(item.id, {
        onSuccess: () => {
          beforeLeaving();
          toast('Moved to the trash', {
            description: 'It stays there for 30 days.',
            action: { label: 'Undo', onClick: () => void undo() },
          });
          void navigate(paths.library);
        },
        onError: (error) => toast.error(errorMessage(error, 'Could not delete')),
      });
    })();
  };
}

/**
 * One open item: the editor's thread, autosave over the stored version, the conflict screen's two
 * choices, restoring a version, and deleting — with the tab and the router guarded while unsaved.
 */
export function useEditorSession(item: LibraryItem, autosaveOn = true) {
  const api = useApi();
  const editor = useThreadEditor(item.tweets);
  const autosave = useAutosave({ item, texts: editor.texts, automatic: autosaveOn });
  const guard = useUnsavedChangesGuard(autosave.dirty || autosave.status === 'saving');
  const [restoring, setRestoring] = useState(false);
  const trashItem = useTrashWithUndo(item, guard.allowLeaving);

  const keepMine = () => autosave.settleConflict();
  const keepTheirs = () => {
    const stored = autosave.settleConflict();
    if (stored) editor.replace(stored.tweets);
  };

  const restore = async (version: number) => {
    setRestoring(true);
    try {
      const result = await restoreVersion(api, item.id, version, autosave.base.version);
      if (result.kind === 'saved') {
        editor.replace(result.item.tweets);
        toast.success(`Version ${version} restored`);
      }
      autosave.accept(result, result.kind === 'saved' ? result.item.tweets : editor.texts);
    } catch (error) {
      toast.error(errorMessage(error, 'Could not restore the version'));
    } finally {
      setRestoring(false);
    }
  };

  return {
    editor,
    autosave,
    blocker: guard.blocker,
    restoring,
    keepMine,
    keepTheirs,
    restore,
    remove: () => trashItem(autosave.saveNow),
  };
}
