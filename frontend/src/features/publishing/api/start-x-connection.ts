import { startXConnection } from '@chainscribe/contracts/routes';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';

/** POST /api/publisher/x/connect, then the browser goes to X's authorize page (a full navigation). */
export function useStartXConnection(navigate: (url: string) => void = (url) => window.location.assign(url)) {
  const api = useApi();
  return useMutation({
    mutationFn: () => api.call(startXConnection, { body: {} }),
    onSuccess: ({ authorizeUrl }) => navigate(authorizeUrl),
  });
}
