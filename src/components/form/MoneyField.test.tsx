import { formResolver } from '@/components/form/formResolver';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { createIntl } from 'react-intl';
import { z } from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { catalogue, renderWithProviders } from '../../../tests/render';
import MoneyField from './MoneyField';
import { centsOf, moneyText } from './numberText';

const intl = createIntl({ locale: 'pt-BR', messages: catalogue('pt-BR') });
/** An amount as the page shows it (Intl puts a no-break space after "R$"; the DOM text is normalised). */
const brl = (cents: number) =>
  intl.formatNumber(cents / 100, { style: 'currency', currency: 'BRL' }).replace(/\s/g, ' ');

const schema = z.object({ price: moneyText({ min: 1, max: 10_000_000 }) });

function PriceForm({ onValid }: { onValid: (cents: number | null) => void }) {
  const form = useForm<z.infer<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: { price: '' },
  });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit((v) => onValid(centsOf(v.price)))(e)}>
      <MoneyField control={form.control} name="price" labelId="producerOps.ticketForm.price" />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('MoneyField', () => {
  it.each([
    ['-100', intl.formatMessage({ id: 'validation.money.negative' })],
    ['1e10', intl.formatMessage({ id: 'validation.money.exponent' })],
    ['12,345', intl.formatMessage({ id: 'validation.money.decimals' })],
    ['12.50', intl.formatMessage({ id: 'validation.money.notNumber' })],
    ['100.000,01', intl.formatMessage({ id: 'validation.money.max' }, { max: brl(10_000_000) })],
    ['0,00', intl.formatMessage({ id: 'validation.money.min' }, { min: brl(1) })],
  ])('keeps "%s" as typed and refuses it: %s', async (typed, message) => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<PriceForm onValid={onValid} />);
    const field = screen.getByRole('textbox', { name: /Preço/ });
    await user.type(field, typed);
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveValue(typed);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('reads "1.234,56" as R$ 1.234,56 (in cents), typed after the R$', async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<PriceForm onValid={onValid} />);
    const field = screen.getByRole('textbox', { name: /Preço/ });
    expect(screen.getByText('R$')).toBeInTheDocument();
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await user.type(field, '1.234,56');
    expect(field).toHaveValue('1.234,56');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledWith(123_456));
  });
});
