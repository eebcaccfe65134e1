import { useSearchParams } from 'react-router-dom';
import { threadLengthSchema } from '@chainscribe/contracts';
import { TEMPLATE_SEARCH_PARAM } from '../../../config/paths.ts';
import { NewThreadPage } from '../../../features/threads/components/new-thread-page.tsx';
import type { ChosenTemplate } from '../../../features/threads/components/new-thread-page.tsx';
import { SaveAsTemplateButton } from '../../../features/templates/components/save-template-dialog.tsx';
import { StartFromTemplate, useTemplateById } from '../../../features/templates/components/start-from-template.tsx';
import { templatesQueryOptions } from '../../../features/templates/api/list-templates.ts';
import { threadPlanQueryOptions } from '../../../features/threads/api/get-thread-plan.ts';
import type { Warm } from '../../services.ts';

/** The template to start from lives in the URL (?template=…), so the gallery can link straight here. */
function useTemplateParam() {
  const [params, setParams] = useSearchParams();
  const id = params.get(TEMPLATE_SEARCH_PARAM);
  const choose = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(TEMPLATE_SEARCH_PARAM, next);
        else updated.delete(TEMPLATE_SEARCH_PARAM);
        return updated;
      },
      { replace: true },
    );
  return { id, choose };
}

/** New Thread, composed with the templates feature: "Start from template" and "Save as template". */
export function NewThreadRoute() {
  const param = useTemplateParam();
  const { template } = useTemplateById(param.id);
  const length = template ? threadLengthSchema.safeParse(template.beats.length) : null;
  const chosen: ChosenTemplate | null = template && length?.success ? { id: template.id, length: length.data } : null;
  return (
    <NewThreadPage
      template={chosen}
      templatePanel={<StartFromTemplate selectedId={param.id} onChange={param.choose} />}
      threadActions={({ tweets, title }) => <SaveAsTemplateButton source={{ tweets }} suggestedName={title} />}
    />
  );
}

/** The first screen: today's plan and usage, and the templates to start from. */
export const warm: Warm = ({ api, queryClient, identityId }) =>
  Promise.all([
    queryClient.prefetchQuery(threadPlanQueryOptions(api, identityId)),
    queryClient.prefetchQuery(templatesQueryOptions(api, identityId)),
  ]);
