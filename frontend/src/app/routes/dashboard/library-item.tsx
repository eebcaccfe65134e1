import { useParams } from 'react-router-dom';
import { LibraryEditorPage } from '../../../features/library/components/editor-page.tsx';
import type { SaveAsTemplateSlot } from '../../../features/library/components/editor-page.tsx';
import { SaveAsTemplateButton } from '../../../features/templates/components/save-template-dialog.tsx';

// The app layer composes the two features: the editor leaves a slot, the templates feature fills it.
const saveAsTemplate: SaveAsTemplateSlot = ({ tweets, title }) => (
  <SaveAsTemplateButton source={{ tweets }} suggestedName={title} variant="outline" />
);

/** /dashboard/library/:id */
export function LibraryItemRoute() {
  const { id = '' } = useParams();
  return <LibraryEditorPage id={id} saveAsTemplate={saveAsTemplate} />;
}
