import { formResolver } from '@/components/form/formResolver';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { createIntl } from 'react-intl';
import { z } from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { catalogue, renderWithProviders } from '../../../tests/render';
import IntegerField from './IntegerField';
import { integerOf, integerText } from './numberText';

const intl = createIntl({ locale: 'pt-BR', messages: catalogue('pt-BR') });
const said = (id: string) => intl.formatMessage({ id }, { min: 1, max: 200_000 });

const schema = z.object({ capacity: integerText({ min: 1, max: 200_000 }) });

function CapacityForm({ onValid }: { onValid: (capacity: number | null) => void }) {
  const form = useForm<z.infer<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: { capacity: '' },
  });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit((v) => onValid(integerOf(v.capacity)))(e)}>
      <IntegerField control={form.control} name="capacity" labelId="producer.field.capacity" unit="pessoas" />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('IntegerField', () => {
  it.each([
    ['12.5', 'validation.integer.decimal'],
    ['1e9', 'validation.integer.exponent'],
    ['-5', 'validation.integer.negative'],
    ['99999999', 'validation.integer.range'],
    ['0', 'validation.integer.range'],
    ['doze', 'validation.integer.notNumber'],
  ])('keeps "%s" as typed and refuses it with its message and the limits', async (typed, id) => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<CapacityForm onValid={onValid} />);
    const field = screen.getByRole('textbox', { name: /Lotação/ });
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(said(id))).toBeInTheDocument();
    expect(said(id)).toContain('200.000');
    expect(field).toHaveValue(typed);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('gives the form the number typed, with the unit beside it and a numeric keypad', async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<CapacityForm onValid={onValid} />);
    const field = screen.getByRole('textbox', { name: /Lotação/ });
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('pessoas')).toBeInTheDocument();
    await user.type(field, '150');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith(150));
  });
});
