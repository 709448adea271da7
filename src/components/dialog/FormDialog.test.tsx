import TextField from '@/components/form/TextField';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, stubScreenWidth, t } from '../../../tests/render';
import FormDialog from './FormDialog';

/** A save the test answers: with an error message, or null for success. */
function deferredSave() {
  let answer: (error: string | null) => void = () => undefined;
  const save = vi.fn(
    () =>
      new Promise<string | null>((resolve) => {
        answer = resolve;
      }),
  );
  return { save, answer: (error: string | null) => answer(error) };
}

/** A one-field form around FormDialog, as the app's dialogs use it. */
function NameForm({
  save = () => Promise.resolve('O servidor recusou'),
  onSaved = vi.fn(),
  onClose,
}: {
  save?: (name: string) => Promise<string | null>;
  onSaved?: (name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      title="Novo professor"
      submitting={submitting}
      error={error}
      dirty={name !== ''}
      onClose={onClose}
      onSubmit={async (event) => {
        event.preventDefault();
        setSubmitting(true);
        setError(null);
        const failure = await save(name);
        setSubmitting(false);
        if (failure) setError(failure);
        else onSaved(name);
      }}
    >
      <TextField label="Nome" value={name} onChange={(e) => setName(e.target.value)} />
    </FormDialog>
  );
}

describe('FormDialog', () => {
  it('is a dialog named by its title, with the fields and Cancel / Save', () => {
    renderWithProviders(<NameForm onClose={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Novo professor' });
    expect(dialog).toContainElement(screen.getByRole('textbox', { name: 'Nome' }));
    expect(screen.getByRole('button', { name: t('common.cancel') })).toBeEnabled();
    expect(screen.getByRole('button', { name: t('common.save') })).toHaveAttribute('type', 'submit');
  });

  it('is busy while saving, shows the server error and keeps what was typed, then saves', async () => {
    const onSaved = vi.fn();
    const { save, answer } = deferredSave();
    const { user } = renderWithProviders(<NameForm save={save} onSaved={onSaved} onClose={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Nome' });
    await user.type(field, 'Ana Lima');
    await user.click(screen.getByRole('button', { name: t('common.save') }));

    expect(save).toHaveBeenCalledWith('Ana Lima');
    expect(screen.getByRole('button', { name: t('common.cancel') })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Novo professor' })).toBeInTheDocument();
    answer('O servidor recusou');
    expect(await screen.findByRole('alert')).toHaveTextContent('O servidor recusou');
    expect(field).toHaveValue('Ana Lima');
    expect(screen.getByRole('dialog', { name: 'Novo professor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('common.cancel') })).toBeEnabled();
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: t('common.save') }));
    answer(null);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Ana Lima'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('submits on Enter in a field', async () => {
    const { user } = renderWithProviders(<NameForm onClose={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Bia{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('O servidor recusou');
  });

  it('closes on Cancel and Escape; a click outside does not throw away what was typed', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<NameForm onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: t('common.cancel') }));
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);

    const backdrop = document.querySelector('.MuiBackdrop-root');
    expect(backdrop).not.toBeNull();
    if (!backdrop) return;
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(3);

    await user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Ana');
    await user.click(backdrop);
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('takes the whole screen on a phone only', () => {
    stubScreenWidth(375);
    const { unmount } = renderWithProviders(<NameForm onClose={vi.fn()} />);
    expect(document.querySelector('.MuiDialog-paperFullScreen')).not.toBeNull();
    unmount();
    vi.unstubAllGlobals();

    stubScreenWidth(1280);
    renderWithProviders(<NameForm onClose={vi.fn()} />);
    expect(document.querySelector('.MuiDialog-paperFullScreen')).toBeNull();
    vi.unstubAllGlobals();
  });
});
