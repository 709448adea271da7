import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, t } from '../../../tests/render';
import ServerGrid, { type ServerGridProps } from './ServerGrid';

interface Row {
  id: string;
  name: string;
}

const state = {
  paginationModel: { page: 0, pageSize: 25 },
  onPaginationModelChange: vi.fn(),
  sortModel: [],
  onSortModelChange: vi.fn(),
};

function renderGrid(props: Partial<ServerGridProps<Row>> = {}) {
  return renderWithProviders(
    <ServerGrid<Row>
      label="Pedidos"
      columns={[{ field: 'name', headerName: 'Nome', flex: 1 }]}
      rows={[{ id: '1', name: 'Ana Lima' }]}
      rowCount={1}
      query={{ isLoading: false, isFetching: false, refetch: vi.fn() }}
      state={state}
      empty={{ icon: ReceiptLongOutlined, titleId: 'producerOps.order.empty.title' }}
      height={400}
      {...props}
    />,
  );
}

describe('ServerGrid', () => {
  it('shows the rows in a grid named by its label', () => {
    renderGrid();
    const grid = screen.getByRole('grid', { name: 'Pedidos' });
    expect(within(grid).getByText('Ana Lima')).toBeInTheDocument();
  });

  it('says the list is empty and offers to clear the filters when they emptied it', async () => {
    const onClearFilters = vi.fn();
    const { user } = renderGrid({
      rows: [],
      rowCount: 0,
      empty: { icon: ReceiptLongOutlined, titleId: 'producerOps.order.noMatch', onClearFilters },
    });
    expect(await screen.findByText(t('producerOps.order.noMatch'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common.clearFilters') }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it('shows the error with a retry instead of the grid when nothing was loaded', async () => {
    const refetch = vi.fn();
    const { user } = renderGrid({
      rows: undefined,
      rowCount: undefined,
      query: { error: new Error('offline'), isLoading: false, isFetching: false, refetch },
    });
    expect(screen.getByText(t('states.error.title'))).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the last page under the error of a later load', () => {
    renderGrid({
      query: { error: new Error('offline'), isLoading: false, isFetching: false, refetch: vi.fn() },
    });
    expect(screen.getByText(t('states.error.title'))).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Pedidos' })).toBeInTheDocument();
  });
});
