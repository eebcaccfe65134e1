import { useParams } from 'react-router-dom';
import { InlineLoading } from '../../../components/ui/status-screen.tsx';
import { LibraryEditorPage } from '../../../features/library/components/editor-page.tsx';
import type { SaveAsTemplateSlot } from '../../../features/library/components/editor-page.tsx';
import { useMySettings } from '../../../features/settings/api/get-settings.ts';
import { SaveAsTemplateButton } from '../../../features/templates/components/save-template-dialog.tsx';

// The app layer composes the features: the editor leaves a slot, the templates feature fills it,
// and the user's "Auto-save drafts" setting decides whether the editor saves by itself.
const saveAsTemplate: SaveAsTemplateSlot = ({ tweets, title }) => (
  <SaveAsTemplateButton source={{ tweets }} suggestedName={title} variant="outline" />
);

/** /dashboard/library/:id */
export function LibraryItemRoute() {
  const { id = '' } = useParams();
  const settings = useMySettings();
  if (settings.isPending) return <InlineLoading message="Loading editor..." />;
  // Settings that cannot be read leave autosave on: losing typed work is the worse mistake.
  return <LibraryEditorPage id={id} saveAsTemplate={saveAsTemplate} autosave={settings.data?.autoSave ?? true} />;
}
