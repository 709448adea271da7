import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formResolver } from '@/components/form/formResolver';
import { useForm } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { KanbanBoard, KanbanItem } from '@/api/contract/kanban';
import FormTextField from '@/components/form/FormTextField';
import { columnOf, storyOf } from '../board';
import { itemFormSchema, type ItemFormValues } from '../itemForm';
import PlanningFields from './PlanningFields';
import OptionalSelectField from './OptionalSelectField';

interface ItemFormProps {
  item: KanbanItem;
  board: KanbanBoard;
  /** Saves; false keeps what was typed. */
  onSave: (values: ItemFormValues) => Promise<boolean>;
}

/** The card's fields: title, assignee, priority, due date, column, story and description. */
export default function ItemForm({ item, board, onSave }: ItemFormProps) {
  const { control, handleSubmit, reset, formState } = useForm<ItemFormValues>({
    resolver: formResolver(itemFormSchema),
    defaultValues: {
      title: item.title,
      description: item.description,
      priority: item.priority,
      assign: item.assign ?? '',
      dueDate: item.dueDate,
      columnId: columnOf(board, item.id) ?? '',
      storyId: storyOf(board, item.id) ?? '',
    },
  });
  const submit = handleSubmit(async (values) => {
    if (await onSave(values)) reset(values);
  });
  const columns = board.columnsOrder.flatMap((id) => board.columns.find((c) => c.id === id) ?? []);
  const stories = board.userStoryOrder.flatMap((id) => board.userStory.find((s) => s.id === id) ?? []);
  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <FormTextField control={control} name="title" labelId="kanban.field.title" required fullWidth />
      <PlanningFields control={control} profiles={board.profiles} />
      <OptionalSelectField
        control={control}
        name="columnId"
        labelId="kanban.field.column"
        noneId="kanban.field.noColumn"
        options={columns}
      />
      <OptionalSelectField
        control={control}
        name="storyId"
        labelId="kanban.field.story"
        noneId="kanban.field.noStory"
        options={stories}
      />
      <FormTextField
        control={control}
        name="description"
        labelId="kanban.field.description"
        multiline
        minRows={3}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={formState.isSubmitting}
        sx={{ alignSelf: 'flex-end' }}
      >
        <FormattedMessage id="common.save" />
      </Button>
    </Stack>
  );
}
