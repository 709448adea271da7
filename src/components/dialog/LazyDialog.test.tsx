import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { act, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, t } from '../../../tests/render';
import LazyDialog from './LazyDialog';

function RealDialog() {
  return (
    <Dialog open aria-labelledby="real-title">
      <DialogTitle id="real-title">Editar aluno</DialogTitle>
    </Dialog>
  );
}

describe('LazyDialog', () => {
  it('answers the tap with a loading dialog until the dialog’s code arrives, then shows the dialog', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const Later = lazy(() => arrived.then(() => ({ default: RealDialog })));
    renderWithProviders(
      <LazyDialog>
        <Later />
      </LazyDialog>,
    );

    const loading = screen.getByRole('dialog', { name: t('common.loading') });
    expect(loading).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: t('common.loading') })).toBeInTheDocument();

    await act(async () => {
      arrive();
      await arrived;
    });
    expect(await screen.findByRole('dialog', { name: 'Editar aluno' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: t('common.loading') })).not.toBeInTheDocument();
  });
});
