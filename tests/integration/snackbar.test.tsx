import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@tests/render';
import { snackbarOpened } from '@/store/snackbarSlice';

describe('the slice-driven snackbar (SPEC.md §4, §9)', () => {
  test('shows the message, ignores a click away, and hides itself after 1.5 s', async () => {
    const { store } = renderWithProviders(<p>Página</p>);
    act(() => {
      store.dispatch(snackbarOpened({ message: 'Aula salva' }));
    });
    expect(await screen.findByText('Aula salva')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Página'));
    expect(screen.getByText('Aula salva')).toBeInTheDocument();
    expect(store.getState().snackbar.open).toBe(true);
    await waitFor(() => expect(store.getState().snackbar.open).toBe(false), { timeout: 3000 });
  });

  test('the default message is shown translated', async () => {
    const { store } = renderWithProviders(<p>Página</p>);
    act(() => {
      store.dispatch(snackbarOpened({ variant: 'alert', severity: 'success' }));
    });
    expect(await screen.findByText('Nota arquivada')).toBeInTheDocument();
  });
});
