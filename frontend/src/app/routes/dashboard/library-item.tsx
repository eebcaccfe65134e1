import { useParams } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { LibraryEditorPage } from '../../../features/library/components/editor-page.tsx';
import type { SaveAsTemplateSlot } from '../../../features/library/components/editor-page.tsx';
import type { PublishSlot } from '../../../features/library/components/editor-page.tsx';
import { PublishPanel } from '../../../features/publishing/components/publish-panel.tsx';
import { useMySettings } from '../../../features/settings/api/get-settings.ts';
import { SaveAsTemplateButton } from '../../../features/templates/components/save-template-dialog.tsx';

// The app layer composes the features: the editor leaves a slot, the templates feature fills it,
// and the user's "Auto-save drafts" setting decides whether the editor saves by itself.
const saveAsTemplate: SaveAsTemplateSlot = ({ tweets, title }) => (
  <SaveAsTemplateButton source={{ tweets }} suggestedName={title} variant="outline" />
);

// The publishing feature fills the editor's "Post to X" slot; it saves the editor's text first.
const publish: PublishSlot = ({ itemId, saveNow }) => <PublishPanel itemId={itemId} saveFirst={saveNow} />;

/** /dashboard/library/:id */
export function LibraryItemRoute() {
  const { id = '' } = useParams();
  const settings = useMySettings();
  if (settings.isPending) return <InlineLoading message="Loading editor..." />;
  // Settings that cannot be read leave autosave on: losing typed work is the worse mistake.
  return <LibraryEditorPage id={id} saveAsTemplate={saveAsTemplate} publish={publish} autosave={settings.data?.autoSave ?? true} />;
}
