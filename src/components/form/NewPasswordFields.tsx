import type { Control, FieldValues, Path } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import PasswordField from './PasswordField';
import PasswordStrengthMeter from './PasswordStrengthMeter';

interface NewPasswordValues extends FieldValues {
  pass_token: string;
  confirm: string;
}

/** New password with its strength meter, then its confirmation: the same trio on every form that sets one. */
export default function NewPasswordFields<T extends NewPasswordValues>({ control }: { control: Control<T> }) {
  const password = useWatch({ control, name: 'pass_token' as Path<T> }) as string;
  return (
    <>
      <PasswordField
        control={control}
        name={'pass_token' as Path<T>}
        labelId="auth.field.newPassword"
        autoComplete="new-password"
        helperId="auth.field.password.help"
      />
      <PasswordStrengthMeter password={password} />
      <PasswordField
        control={control}
        name={'confirm' as Path<T>}
        labelId="auth.field.confirmPassword"
        autoComplete="new-password"
      />
    </>
  );
}
