import { screen } from '@testing-library/react';
import { useForm, useWatch } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, t } from '../../../tests/render';
import FormSwitch from './FormSwitch';

function Form({ helperId, disabled }: { helperId?: string; disabled?: boolean }) {
  const { control } = useForm<{ free: boolean }>({ defaultValues: { free: false } });
  const free = useWatch({ control, name: 'free' });
  return (
    <>
      <FormSwitch
        control={control}
        name="free"
        labelId="producerOps.ticketForm.free"
        helperId={helperId}
        disabled={disabled}
      />
      <output aria-label="value">{String(free)}</output>
    </>
  );
}

describe('FormSwitch', () => {
  it('is a switch named by its label and bound to the form value', async () => {
    const { user } = renderWithProviders(<Form />);
    const toggle = screen.getByRole('switch', { name: t('producerOps.ticketForm.free') });
    expect(toggle).toHaveAttribute('name', 'free');
    expect(toggle).not.toBeChecked();
    expect(toggle).not.toHaveAttribute('aria-describedby');
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent('true');
  });

  it('is described by its explanation, and can be off', () => {
    renderWithProviders(<Form helperId="producerOps.ticketForm.free.help" disabled />);
    const toggle = screen.getByRole('switch', { name: t('producerOps.ticketForm.free') });
    expect(toggle).toHaveAccessibleDescription(t('producerOps.ticketForm.free.help'));
    expect(toggle).toBeDisabled();
  });
});
