import Stack from '@mui/material/Stack';
import { formResolver } from '@/components/form/formResolver';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { KanbanBoard, KanbanUserStory } from '@/api/contract/kanban';
import FormDialog from '@/components/dialog/FormDialog';
import FormTextField from '@/components/form/FormTextField';
import { storyFormSchema, type StoryFormValues } from '../storyForm';
import PlanningFields from './PlanningFields';
import DateProvider from '@/components/dates/DateProvider';
import OptionalSelectField from './OptionalSelectField';

interface StoryDialogProps {
  board: KanbanBoard;
  /** The story to edit, or null for a new one. */
  story: KanbanUserStory | null;
  /** Saves; false keeps the dialog open with what was typed. */
  onSave: (values: StoryFormValues) => Promise<boolean>;
  onClose: () => void;
}

/** Create or edit a user story: title, description, acceptance criteria, status and planning. */
function StoryDialogContent({ board, story, onSave, onClose }: StoryDialogProps) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm<StoryFormValues>({
    resolver: formResolver(storyFormSchema),
    defaultValues: {
      title: story?.title ?? '',
      description: story?.description ?? '',
      acceptance: story?.acceptance ?? '',
      priority: story?.priority ?? 'medium',
      assign: story?.assign ?? '',
      dueDate: story?.dueDate ?? null,
      // A story whose column was deleted has no status until one is chosen.
      columnId: story
        ? board.columns.some((c) => c.id === story.columnId)
          ? (story.columnId ?? '')
          : ''
        : (board.columnsOrder[0] ?? ''),
    },
  });
  const submit = handleSubmit(async (values) => {
    setError(null);
    if (await onSave(values)) onClose();
    else setError(intl.formatMessage({ id: 'errors.kanban.keep' }));
  });
  const columns = board.columnsOrder.flatMap((id) => board.columns.find((c) => c.id === id) ?? []);
  return (
    <FormDialog
      title={<FormattedMessage id={story ? 'kanban.story.edit' : 'kanban.story.create'} />}
      onSubmit={submit}
      onClose={onClose}
      submitting={formState.isSubmitting}
      dirty={formState.isDirty}
      error={error}
    >
      <Stack spacing={2.5}>
        <FormTextField control={control} name="title" labelId="kanban.field.title" required fullWidth />
        <FormTextField
          control={control}
          name="description"
          labelId="kanban.field.description"
          multiline
          minRows={2}
        />
        <FormTextField
          control={control}
          name="acceptance"
          labelId="kanban.field.acceptance"
          multiline
          minRows={2}
        />
        <OptionalSelectField
          control={control}
          name="columnId"
          labelId="kanban.field.status"
          noneId="kanban.field.noColumn"
          options={columns}
        />
        <PlanningFields control={control} profiles={board.profiles} />
      </Stack>
    </FormDialog>
  );
}

/** Loaded on demand with its date pickers, so it brings their provider too. */
export default function StoryDialog(props: StoryDialogProps) {
  return (
    <DateProvider>
      <StoryDialogContent {...props} />
    </DateProvider>
  );
}
