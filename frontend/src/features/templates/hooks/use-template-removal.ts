import type { Template } from '@chainscribe/contracts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateTemplate } from '../api/create-template.ts';
import { useDeleteTemplate } from '../api/delete-template.ts';

/**
 * Deleting a template is final on the server, so Undo saves its structure again (name,
 * description, category and beats): the same template under a new id.
 */
export function useTemplateRemoval() {
  const removal = useDeleteTemplate();
  const recreation = useCreateTemplate();

  const undo = (template: Template) =>
    recreation.mutate(
      { name: template.name, description: template.description, category: template.category, beats: template.beats },
      {
        onSuccess: () => toast.success(`“${template.name}” is back`),
        onError: (error) => toast.error('The template could not be restored', { description: errorMessage(error, 'Please try again.') }),
      },
    );

  const remove = (template: Template, onDone: () => void) =>
    removal.mutate(template, {
      onSuccess: () => {
        onDone();
        toast.success('Template deleted', { description: template.name, action: { label: 'Undo', onClick: () => undo(template) } });
      },
    });

  return {
    remove,
    isPending: removal.isPending,
    error: removal.isError ? errorMessage(removal.error, 'The template could not be deleted. Please try again.') : null,
  };
}
