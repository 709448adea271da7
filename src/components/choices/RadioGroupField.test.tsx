import { formResolver } from '@/components/form/formResolver';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { renderWithProviders, t } from '../../../tests/render';
import RadioGroupField from './RadioGroupField';

const schema = z.object({ role: z.enum(['2', '3'], { error: 'validation.role.required' }) });
type Input = z.input<typeof schema>;

function RoleForm({ onValid }: { onValid: (values: Input) => void }) {
  const { control, handleSubmit } = useForm<Input>({
    resolver: formResolver(schema),
    defaultValues: { role: '' as Input['role'] },
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)}>
      <RadioGroupField
        control={control}
        name="role"
        labelId="auth.register.role"
        options={[
          { value: '2', label: 'Família' },
          { value: '3', label: 'Produtor' },
        ]}
      />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('RadioGroupField', () => {
  it('is a group of radios named by its legend, none chosen at first', () => {
    renderWithProviders(<RoleForm onValid={vi.fn()} />);
    const group = screen.getByRole('radiogroup', { name: t('auth.register.role') });
    expect(group).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Família' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Produtor' })).not.toBeChecked();
  });

  it('shows the translated error and focuses the first option when nothing was chosen', async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<RoleForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(t('validation.role.required'))).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Família' })).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends the chosen value', async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<RoleForm onValid={onValid} />);
    await user.click(screen.getByRole('radio', { name: 'Produtor' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onValid).toHaveBeenCalledWith({ role: '3' }, expect.anything());
  });
});
