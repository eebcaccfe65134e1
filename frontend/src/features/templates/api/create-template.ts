import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTemplateRequestInput, ListTemplatesResponse, Template } from '@chainscribe/contracts';
import { createTemplate } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { templatesQueryKey } from './list-templates.ts';

/** POST /api/templates: saves a structure (beats, a thread's tweets or a thread id) as the caller's template. */
export function createTemplateRequest(api: ApiClient, body: CreateTemplateRequestInput): Promise<Template> {
  return api.call(createTemplate, { body });
}

export function useCreateTemplate() {
  const api = useApi();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const key = templatesQueryKey(auth.identity?.id);
  return useMutation({
    mutationFn: (body: CreateTemplateRequestInput) => createTemplateRequest(api, body),
    onSuccess: (template) => {
      // Shown at once; the refetch then brings the server's order.
      queryClient.setQueryData<ListTemplatesResponse>(key, (list) => (list ? { templates: [...list.templates, template] } : list));
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
