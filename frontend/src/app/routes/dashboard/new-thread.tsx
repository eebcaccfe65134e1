import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { threadLengths } from '@chainscribe/contracts/catalogue';
import type { ThreadLength } from '@chainscribe/contracts/catalogue';
import { TEMPLATE_SEARCH_PARAM } from '../../../config/paths.ts';
import { NewThreadPage } from '../../../features/threads/components/new-thread-page.tsx';
import type { ChosenTemplate } from '../../../features/threads/components/new-thread-page.tsx';
import { StartFromTemplate, useTemplateById } from '../../../features/templates/components/start-from-template.tsx';
import { templatesQueryOptions } from '../../../features/templates/api/list-templates.ts';
import { threadPlanQueryOptions } from '../../../features/threads/api/get-thread-plan.ts';
import type { Warm } from '../../services.ts';

/** "Save as template" shows with a generated thread: it loads while the thread is written, not with the page. */
const loadSaveAsTemplate = () => import('../../../features/templates/components/save-template-dialog.tsx');
const SaveAsTemplateButton = lazy(() => loadSaveAsTemplate().then((module) => ({ default: module.SaveAsTemplateButton })));

const isThreadLength = (length: number | undefined): length is ThreadLength => threadLengths.some((allowed) => allowed === length);

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
  const length = template?.beats.length;
  const chosen: ChosenTemplate | null = template && isThreadLength(length) ? { id: template.id, length } : null;
  return (
    <NewThreadPage
      template={chosen}
      templatePanel={<StartFromTemplate selectedId={param.id} onChange={param.choose} />}
      onGenerate={() => void loadSaveAsTemplate()}
      threadActions={({ tweets, title }) => (
        <Suspense fallback={null}>
          <SaveAsTemplateButton source={{ tweets }} suggestedName={title} />
        </Suspense>
      )}
    />
  );
}

/** The first screen: today's plan and usage, and the templates when the page starts from one. */
export const warm: Warm = ({ api, queryClient, identityId }) =>
  Promise.all([
    queryClient.prefetchQuery(threadPlanQueryOptions(api, identityId)),
    new URLSearchParams(window.location.search).has(TEMPLATE_SEARCH_PARAM)
      ? queryClient.prefetchQuery(templatesQueryOptions(api, identityId))
      : undefined,
  ]);
