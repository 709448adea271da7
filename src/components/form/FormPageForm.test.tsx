import TextField from '@/components/form/TextField';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { renderWithProviders, t } from '../../../tests/render';
import FormPageForm from './FormPageForm';

interface Values {
  name: string;
}

function NameForm({ save }: { save: (values: Values) => Promise<string> }) {
  const form = useForm<Values>({ defaultValues: { name: '' } });
  const error = form.formState.errors.name;
  return (
    <FormPageForm<Values>
      form={form}
      fields={['name']}
      save={save}
      backTo="/lista"
      submitLabelId="common.save"
      failedMessageId="producerOps.saveFailed"
    >
      <TextField label="Nome" {...form.register('name')} error={error != null} helperText={error?.message} />
    </FormPageForm>
  );
}

function renderForm(save: (values: Values) => Promise<string>) {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <NameForm save={save} /> },
      { path: '/lista', element: <p>A lista</p> },
    ],
    { initialEntries: ['/form'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

describe('FormPageForm', () => {
  it('saves, says so and goes back to the list without asking', async () => {
    const save = vi.fn(() => Promise.resolve('Salvo!'));
    const { user } = renderForm(save);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    expect(await screen.findByText('A lista')).toBeInTheDocument();
    expect(save).toHaveBeenCalledWith({ name: 'Ana' });
    expect(await screen.findByText('Salvo!')).toBeInTheDocument();
    expect(screen.queryByText(t('common.unsaved.title'))).not.toBeInTheDocument();
  });

  it("puts the server's field error on the field, and anything else above the form", async () => {
    const save = vi
      .fn<(values: Values) => Promise<string>>()
      .mockRejectedValueOnce(
        new ApiError({
          kind: 'validation',
          status: 400,
          message: 'Dados inválidos',
          fromServer: true,
          fieldErrors: { name: 'Nome já usado' },
        }),
      )
      .mockRejectedValueOnce(new Error('boom'));
    const { user } = renderForm(save);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    expect(await screen.findByText('Nome já usado')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('producerOps.saveFailed'));
  });

  it('asks before leaving with unsaved changes through cancel', async () => {
    const { user } = renderForm(vi.fn());
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await user.click(screen.getByRole('link', { name: t('common.cancel') }));
    expect(await screen.findByText(t('common.unsaved.title'))).toBeInTheDocument();
    expect(screen.queryByText('A lista')).not.toBeInTheDocument();
  });
});
