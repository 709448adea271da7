import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, t } from '../../../tests/render';
import LazyDialog from './LazyDialog';
import { lazyDialog } from './lazyDialog';

function RealDialog(_props: { onClose: () => void }) {
  return (
    <Dialog open aria-labelledby="real-title">
      <DialogTitle id="real-title">Editar aluno</DialogTitle>
    </Dialog>
  );
}

describe('LazyDialog and lazyDialog', () => {
  it('answers the tap with a loading dialog until the dialog’s code arrives, then shows the dialog', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const Later = lazy(() => arrived.then(() => ({ default: RealDialog })));
    renderWithProviders(
      <LazyDialog onClose={vi.fn()} onRetry={vi.fn()}>
        <Later onClose={vi.fn()} />
      </LazyDialog>,
    );

    expect(screen.getByRole('dialog', { name: t('common.loading') })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: t('common.loading') })).toBeInTheDocument();

    await act(async () => {
      arrive();
      await arrived;
    });
    expect(await screen.findByRole('dialog', { name: 'Editar aluno' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: t('common.loading') })).not.toBeInTheDocument();
  });

  it('a dialog whose code does not arrive says so, keeps the page, and loads on the next try', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // Offline until the test says otherwise: every fetch of the dialog's code fails.
    let online = false;
    const load = vi.fn(() =>
      online
        ? Promise.resolve({ default: RealDialog })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const Editor = lazyDialog(load);
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <>
        <p>A página continua aqui</p>
        <Editor onClose={onClose} />
      </>,
    );

    const failed = await screen.findByRole('dialog', { name: t('errors.kind.network') });
    expect(screen.getByText('A página continua aqui')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common.close') }));
    expect(onClose).toHaveBeenCalledTimes(1);

    // Offline, the failed load is not tried again on its own, over and over.
    const tries = load.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(load.mock.calls.length).toBe(tries);
    expect(tries).toBeLessThanOrEqual(2);
    online = true;
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByRole('dialog', { name: 'Editar aluno' })).toBeInTheDocument();
    expect(failed).not.toBeInTheDocument();
    expect(load.mock.calls.length).toBeGreaterThan(tries);
  });
});
