import { formResolver } from '@/components/form/formResolver';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { createIntl } from 'react-intl';
import { z } from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { catalogue, renderWithProviders } from '../../../tests/render';
import LimitedTextField from './LimitedTextField';

const intl = createIntl({ locale: 'pt-BR', messages: catalogue('pt-BR') });
const schema = z.object({ title: z.string().check(z.maxLength(120, 'producer.validation.titleLong')) });

function TitleForm({ onValid }: { onValid: () => void }) {
  const form = useForm<z.infer<typeof schema>>({
    resolver: formResolver(schema),
    defaultValues: { title: '' },
  });
  return (
    <form noValidate onSubmit={(e) => void form.handleSubmit(onValid)(e)}>
      <LimitedTextField control={form.control} name="title" labelId="producer.field.title" maxChars={120} />
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('LimitedTextField', () => {
  it('counts what is typed against the limit', async () => {
    const { user } = renderWithProviders(<TitleForm onValid={vi.fn()} />);
    expect(screen.getByText('0/120')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Nome do evento/ }), 'Sarau');
    expect(screen.getByText('5/120')).toBeInTheDocument();
  });

  it('keeps a longer paste whole, says so at once, and the form refuses it', async () => {
    const onValid = vi.fn();
    const { user } = renderWithProviders(<TitleForm onValid={onValid} />);
    const field = screen.getByRole('textbox', { name: /Nome do evento/ });
    await user.click(field);
    await user.paste('a'.repeat(5000));

    expect(field).toHaveValue('a'.repeat(5000));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('5.000/120')).toBeInTheDocument();
    expect(
      screen.getByText(intl.formatMessage({ id: 'validation.text.tooLong' }, { max: 120, count: 5000 })),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(intl.formatMessage({ id: 'producer.validation.titleLong' })),
    ).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
    expect(field).toHaveValue('a'.repeat(5000));
  });
});
