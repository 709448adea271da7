import MenuItem from '@mui/material/MenuItem';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { useGetTeachersQuery } from '@/api/endpoints/courses';
import FormSelect from '@/components/form/FormSelect';

/** The school's active teachers to pick from (and the one already chosen, even if inactive), or none. */
export default function TeacherSelectField<T extends FieldValues>({
  control,
  name,
  labelId,
  helperId,
  currentId,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  labelId: string;
  helperId?: string;
  currentId: string | null | undefined;
}) {
  const teachers = useGetTeachersQuery(undefined);
  return (
    <FormSelect
      control={control}
      name={name}
      labelId={labelId}
      helperId={teachers.isError ? 'courses.form.teachersError' : helperId}
    >
      <MenuItem value="">
        <em>
          <FormattedMessage id="courses.field.noTeacher" />
        </em>
      </MenuItem>
      {(teachers.data ?? [])
        .filter((tc) => tc.active || tc.id === currentId)
        .map((tc) => (
          <MenuItem key={tc.id} value={tc.id}>
            {tc.name}
          </MenuItem>
        ))}
    </FormSelect>
  );
}
