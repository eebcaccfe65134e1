import { useParams } from 'react-router-dom';
import { LibraryEditorPage } from '../../../features/library/components/editor-page.tsx';

/** /dashboard/library/:id */
export function LibraryItemRoute() {
  const { id = '' } = useParams();
  return <LibraryEditorPage id={id} />;
}
