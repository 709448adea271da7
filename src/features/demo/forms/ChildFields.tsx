import MenuItem from '@mui/material/MenuItem';
import type { Control } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import RadioGroupField from '@/components/choices/RadioGroupField';
import DayField from '@/components/dates/DayField';
import FormSelect from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
import { DEMO_COURSES, SHIFTS } from '../data/courses';
import FieldGrid from '../components/FieldGrid';
import type { EnrolmentValues } from './enrolmentSchema';

const SHIFT_OPTIONS = SHIFTS.map((shift) => ({
  value: shift,
  label: <FormattedMessage id={`demo.enrol.shift.${shift}`} />,
}));

/** The child's part of the enrolment: name, birth date, course and shift (inside a DateProvider). */
export default function ChildFields({ control }: { control: Control<EnrolmentValues> }) {
  return (
    <FieldGrid>
      <FormTextField control={control} name="childName" labelId="demo.enrol.childName" required />
      <DayField control={control} name="birthDate" labelId="demo.enrol.birthDate" required />
      <FormSelect control={control} name="course" labelId="demo.enrol.course" required>
        {DEMO_COURSES.map((course) => (
          <MenuItem key={course} value={course}>
            {course}
          </MenuItem>
        ))}
      </FormSelect>
      <RadioGroupField
        control={control}
        name="shift"
        labelId="demo.enrol.shift"
        options={SHIFT_OPTIONS}
        row
        required
      />
    </FieldGrid>
  );
}
