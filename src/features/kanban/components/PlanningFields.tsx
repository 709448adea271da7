import MenuItem from '@mui/material/MenuItem';
import SelectField from '@/components/form/SelectField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { KanbanPriority, KanbanProfile } from '@/api/contract/kanban';
import { MAX_DATE, MIN_DATE } from '@/components/dates/limits';
import { useErrorText } from '@/components/form/useErrorText';

const PRIORITIES: readonly KanbanPriority[] = ['low', 'medium', 'high'];

/** The planning fields cards and stories share. `assign` is '' for nobody; `dueDate` is YYYY-MM-DD or null. */
export interface PlanningValues extends FieldValues {
  priority: KanbanPriority;
  assign: string;
  dueDate: string | null;
}

/** Who, how urgent and by when: the assignee among the team, the priority and the due date. */
export default function PlanningFields<T extends PlanningValues>({
  control,
  profiles,
}: {
  control: Control<T>;
  profiles: readonly KanbanProfile[];
}) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <>
      <Controller
        control={control}
        name={'assign' as Path<T>}
        render={({ field }) => (
          <SelectField
            {...field}
            value={field.value}
            label={intl.formatMessage({ id: 'kanban.field.assign' })}
          >
            <MenuItem value="">
              <FormattedMessage id="kanban.field.none" />
            </MenuItem>
            {profiles.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </SelectField>
        )}
      />
      <Controller
        control={control}
        name={'priority' as Path<T>}
        render={({ field }) => (
          <SelectField
            {...field}
            value={field.value}
            label={intl.formatMessage({ id: 'kanban.priority.label' })}
          >
            {PRIORITIES.map((p) => (
              <MenuItem key={p} value={p}>
                <FormattedMessage id={`kanban.priority.${p}`} />
              </MenuItem>
            ))}
          </SelectField>
        )}
      />
      <Controller
        control={control}
        name={'dueDate' as Path<T>}
        render={({ field, fieldState }) => (
          <DatePicker
            label={intl.formatMessage({ id: 'kanban.field.dueDate' })}
            value={typeof field.value === 'string' ? dayjs(field.value) : null}
            onChange={(value) => field.onChange(value?.isValid() ? value.format('YYYY-MM-DD') : null)}
            minDate={MIN_DATE}
            maxDate={MAX_DATE}
            slotProps={{
              textField: {
                name: field.name,
                onBlur: field.onBlur,
                error: fieldState.error != null,
                helperText: errorText(fieldState.error?.message),
              },
              field: { clearable: true },
            }}
          />
        )}
      />
    </>
  );
}
