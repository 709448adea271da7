import { screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, t } from '../../../tests/render';
import ServerGridPage, { type ServerGridResult } from './ServerGridPage';
import { useServerGrid } from './useServerGrid';

interface Row {
  id: string;
  name: string;
}

const FILTERS = ['search', 'kind'] as const;

function Where() {
  return <output aria-label="url">{useLocation().search}</output>;
}

function Page({ result }: { result: ServerGridResult<Row> }) {
  const grid = useServerGrid({ filters: FILTERS, sort: 'name:asc', searchFilter: 'search' });
  return (
    <ServerGridPage<Row>
      titleId="route.admin.users"
      grid={grid}
      result={result}
      columns={[{ field: 'name', headerName: 'Nome', flex: 1 }]}
      filtersLabel="Filtros"
      searchLabel="Buscar pessoas"
      empty={{ titleId: 'admin.users.empty', filteredBodyId: 'admin.empty.filtered' }}
    />
  );
}

function renderPage(result: ServerGridResult<Row>, url = '/') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Page result={result} />
      <Where />
    </MemoryRouter>,
  );
}

const loaded = (items: Row[]): ServerGridResult<Row> => ({
  data: { items, total: items.length },
  isFetching: false,
  isError: false,
  refetch: vi.fn(),
});

describe('ServerGridPage', () => {
  it('shows the title, a filter bar with a search box, and the rows in a grid named by the title', () => {
    renderPage(loaded([{ id: '1', name: 'Ana Lima' }]));
    expect(screen.getByRole('heading', { level: 1, name: t('route.admin.users') })).toBeInTheDocument();
    const bar = screen.getByRole('search', { name: 'Filtros' });
    expect(within(bar).getByRole('searchbox', { name: 'Buscar pessoas' })).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: t('route.admin.users') });
    expect(within(grid).getByText('Ana Lima')).toBeInTheDocument();
  });

  it('writes the trimmed search into the URL on Enter and offers to clear the filters', async () => {
    const { user } = renderPage(loaded([{ id: '1', name: 'Ana Lima' }]), '/?page=3');
    expect(screen.queryByRole('button', { name: t('common.clearFilters') })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar pessoas' }), '  ana {Enter}');
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent('?search=ana');
    await user.click(screen.getByRole('button', { name: t('common.clearFilters') }));
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent(/^$/);
    expect(screen.getByRole('searchbox', { name: 'Buscar pessoas' })).toHaveValue('');
  });

  it('says why the list is empty, and offers to clear the filters when one is set', async () => {
    const { user } = renderPage(loaded([]), '/?kind=x');
    expect(await screen.findByText(t('admin.users.empty'))).toBeInTheDocument();
    expect(screen.getByText(t('admin.empty.filtered'))).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: t('common.clearFilters') });
    expect(clear).toHaveLength(2);
    await user.click(clear[1] as HTMLElement);
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent(/^$/);
    expect(screen.queryByText(t('admin.empty.filtered'))).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry instead of the grid', async () => {
    const refetch = vi.fn();
    const { user } = renderPage({ isFetching: false, isError: true, error: new Error('boom'), refetch });
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('common.retry') }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
