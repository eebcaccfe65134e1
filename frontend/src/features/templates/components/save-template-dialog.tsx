import { LayoutTemplate, Save } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { threadLengths } from '@chainscribe/contracts/catalogue';
import { createTemplateRequestSchema, templateCategories, templateMessages } from '@chainscribe/contracts';
import type { CreateTemplateRequest, CreateTemplateRequestInput, TemplateCategory } from '@chainscribe/contracts';
import { paths } from '../../../config/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { ButtonProps } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog.tsx';
import { Form, FormError, FormField, SubmitButton, useZodForm } from '../../../components/ui/form.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { EnumSelect } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateTemplate } from '../api/create-template.ts';
import { categoryLabels } from '../utils/template-labels.ts';

/** Where the structure comes from: the thread's current tweets (an edited draft) or a stored thread. */
export type TemplateSource = { tweets: string[] } | { threadId: string };

const categoryOptions = templateCategories.map((id) => ({ id, name: categoryLabels[id] }));

/** A template has a thread's length; an edited draft may not (yet). */
const lengthProblem = (source: TemplateSource) =>
  'tweets' in source && !(threadLengths as readonly number[]).includes(source.tweets.length) ? templateMessages.beatCount : null;

function SaveTemplateForm({ source, suggestedName, onSaved }: { source: TemplateSource; suggestedName: string; onSaved: () => void }) {
  const navigate = useNavigate();
  const creation = useCreateTemplate();
  const defaults: CreateTemplateRequestInput = { name: suggestedName.slice(0, 80), description: '', category: 'education', ...source };
  const form = useZodForm(createTemplateRequestSchema, defaults);
  const problem = lengthProblem(source);

  const save = async (body: CreateTemplateRequest) => {
    try {
      const template = await creation.mutateAsync(body);
      onSaved();
      toast.success('Saved as template', {
        description: template.name,
        action: { label: 'View templates', onClick: () => void navigate(paths.templates) },
      });
    } catch (error) {
      form.setError('root', { message: errorMessage(error, 'The template could not be saved. Please try again.') });
    }
  };

  return (
    <Form form={form} onSubmit={save} className="flex flex-col gap-5">
      {problem ? <Alert tone="warning" title={problem} /> : null}
      <FormError control={form.control} />
      <FormField control={form.control} name="name" label="Name">
        {(control) => <Input {...control} maxLength={80} placeholder="e.g. My launch thread" aria-required="true" />}
      </FormField>
      <FormField control={form.control} name="description" label="Description (optional)" hint="What the template is good for.">
        {(control) => <Textarea {...control} value={control.value ?? ''} rows={3} maxLength={300} />}
      </FormField>
      <FormField control={form.control} name="category" label="Category">
        {({ value, onChange, id }) => (
          <EnumSelect<TemplateCategory> id={id} aria-label="Category" value={value} options={categoryOptions} onChange={onChange} />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="ghost">Cancel</Button>
        </DialogClose>
        <SubmitButton busy={form.formState.isSubmitting} busyLabel="Saving..." disabled={problem !== null || form.formState.isSubmitting}>
          <Save aria-hidden="true" /> Save template
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * "Save as template": keeps a thread's structure (one beat per tweet) under a name, description
 * and category. Exported for the library editor's toolbar; the app layer mounts it there.
 */
export function SaveAsTemplateButton({
  source,
  suggestedName = '',
  variant = 'secondary',
  size = 'sm',
}: {
  source: TemplateSource;
  suggestedName?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} size={size}>
          <LayoutTemplate aria-hidden="true" /> Save as template
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="flex flex-col gap-5">
          <div className="space-y-1.5 pr-8">
            <DialogTitle>Save as template</DialogTitle>
            <DialogDescription>The thread's shape (one beat per tweet) is kept, so new threads can follow it.</DialogDescription>
          </div>
          {/* Mounted only while open, so each opening starts from the thread as it is now. */}
          {open ? <SaveTemplateForm source={source} suggestedName={suggestedName} onSaved={() => setOpen(false)} /> : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
