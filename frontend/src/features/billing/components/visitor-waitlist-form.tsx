import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createApiClient } from '../../../lib/api-client.ts';
import { ApiProvider } from '../../../lib/api-context.tsx';
import { useAppConfig } from '../../../lib/app-config.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { WaitlistForm } from './teams-waitlist-form.tsx';

/**
 * The waitlist form in the visitors' bundle, which has no API client or query cache of its own:
 * they come with this chunk, when the dialog opens. Joining needs no account.
 */
export function VisitorWaitlistForm() {
  const { apiBaseUrl } = useAppConfig();
  const [services] = useState(() => ({ api: createApiClient(apiBaseUrl), queryClient: createQueryClient() }));
  return (
    <ApiProvider client={services.api}>
      <QueryClientProvider client={services.queryClient}>
        <WaitlistForm />
      </QueryClientProvider>
    </ApiProvider>
  );
}
