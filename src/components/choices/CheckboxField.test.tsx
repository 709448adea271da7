import { formResolver } from '@/components/form/formResolver';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { renderWithProviders, t } from '../../../tests/render';
import CheckboxField from './CheckboxField';

const schema = z.object({ terms: z.literal(true, { error: 'validation.terms.required' }) });
type Input = z.input<typeof schema>;

function TermsForm({
  onValid,
  touchOnBlur,
  longLabel,
}: {
  onValid: (values: Input) => void;
  touchOnBlur?: boolean;
  longLabel?: boolean;
}) {
  const { control, handleSubmit } = useForm<Input>({
    resolver: formResolver(schema),
    defaultValues: { terms: false as unknown as true },
    mode: 'onTouched',
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)}>
      <CheckboxField
        control={control}
        name="terms"
        label="Aceito os termos"
        touchOnBlur={touchOnBlur}
        longLabel={longLabel}
      >
        <p>Leia os termos antes.</p>
      </CheckboxField>
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('CheckboxField', () => {
  it('is a checkbox named by its label, with its note below', () => {
    renderWithProviders(<TermsForm onValid={vi.fn()} />);
    expect(screen.getByRole('checkbox', { name: 'Aceito os termos' })).not.toBeChecked();
    expect(screen.getByText('Leia os termos antes.')).toBeVisible();
  });

  it('refuses an unchecked box with the translated error, then sends once checked', async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<TermsForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText(t('validation.terms.required'))).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Aceito os termos' })).toHaveFocus();
    expect(onValid).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Aceito os termos' }));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(onValid).toHaveBeenCalledWith({ terms: true }, expect.anything());
  });

  it('checks the box on leaving it only when asked to', async () => {
    const { user } = renderWithProviders(<TermsForm onValid={vi.fn()} touchOnBlur />);
    await user.click(screen.getByRole('checkbox', { name: 'Aceito os termos' }));
    await user.click(screen.getByRole('checkbox', { name: 'Aceito os termos' }));
    await user.tab();
    expect(await screen.findByText(t('validation.terms.required'))).toBeVisible();
  });

  it('does not check the box on leaving it by default', async () => {
    const { user } = renderWithProviders(<TermsForm onValid={vi.fn()} />);
    await user.click(screen.getByRole('checkbox', { name: 'Aceito os termos' }));
    await user.click(screen.getByRole('checkbox', { name: 'Aceito os termos' }));
    await user.tab();
    expect(screen.queryByText(t('validation.terms.required'))).not.toBeInTheDocument();
  });

  it('with a long label, reads the error out with the box', async () => {
    const { user } = renderWithProviders(<TermsForm onValid={vi.fn()} longLabel />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText(t('validation.terms.required'));
    expect(screen.getByRole('checkbox', { name: 'Aceito os termos' })).toHaveAccessibleDescription(
      t('validation.terms.required'),
    );
  });
});
