import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ListTemplatesResponse, Template } from '@chainscribe/contracts';
import { deleteTemplate } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { templatesQueryKey } from './list-templates.ts';

/** DELETE /api/templates/:id: the caller's own templates only (built-ins are refused). */
export function deleteTemplateRequest(api: ApiClient, id: string) {
  return api.call(deleteTemplate, { params: { id } });
}

export function useDeleteTemplate() {
  const api = useApi();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const key = templatesQueryKey(auth.identity?.id);
  return useMutation({
    mutationFn: (template: Template) => deleteTemplateRequest(api, template.id),
    onSuccess: (_result, template) => {
      queryClient.setQueryData<ListTemplatesResponse>(key, (list) =>
        list ? { templates: list.templates.filter((candidate) => candidate.id !== template.id) } : list,
      );
    },
  });
}
