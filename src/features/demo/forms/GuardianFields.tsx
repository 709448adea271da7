import type { Control } from 'react-hook-form';
import FormTextField from '@/components/form/FormTextField';
import PhoneField from '@/components/form/PhoneField';
import { formatDocument, onlyDigits } from '@/utils/br';
import FieldGrid from '../components/FieldGrid';
import type { EnrolmentValues } from './enrolmentSchema';

/** The guardian's part of the enrolment: name, CPF, mobile and e-mail. */
export default function GuardianFields({ control }: { control: Control<EnrolmentValues> }) {
  return (
    <FieldGrid>
      <FormTextField
        control={control}
        name="guardianName"
        labelId="demo.enrol.guardianName"
        autoComplete="name"
        required
      />
      <FormTextField
        control={control}
        name="cpf"
        labelId="demo.enrol.cpf"
        helperId="demo.enrol.cpf.help"
        placeholder="000.000.000-00"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
        parse={(input) => onlyDigits(input).slice(0, 11)}
        format={formatDocument}
        required
      />
      <PhoneField control={control} name="phone" labelId="demo.enrol.phone" required />
      <FormTextField
        control={control}
        name="email"
        labelId="demo.enrol.email"
        type="email"
        autoComplete="email"
        required
      />
    </FieldGrid>
  );
}
