import { useParams } from 'react-router-dom';
import { PublicProfilePage } from '../../features/public-profile/components/public-profile-page.tsx';

/** /u/:username (no sign-in). The gateway serves this URL with the sharing-card tags already filled. */
export function PublicProfileRoute() {
  const { username = '' } = useParams();
  return <PublicProfilePage username={username} />;
}
