import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, t } from '../../../tests/render';
import ServerGridToolbar, { ExportCsvButton, ListFilterSelect } from './ServerGridToolbar';

const OPTIONS = [
  { value: 'paid', label: 'Pago' },
  { value: 'refunded', label: 'Reembolsado' },
];

describe('ServerGridToolbar', () => {
  it('is a named search landmark with the search box, the filters and, once filtered, "clear filters"', async () => {
    const onClearFilters = vi.fn();
    const commit = vi.fn();
    const { user } = renderWithProviders(
      <ServerGridToolbar
        label="Filtros"
        search={{ value: 'ana', commit }}
        searchPlaceholder="Nome ou e-mail"
        filtered
        onClearFilters={onClearFilters}
        rowFrom="md"
      >
        <ListFilterSelect label="Situação" value="" onChange={vi.fn()} allLabel="Todas" options={OPTIONS} />
      </ServerGridToolbar>,
    );
    const bar = screen.getByRole('search', { name: 'Filtros' });
    const box = within(bar).getByRole('searchbox', { name: t('common.search') });
    expect(box).toHaveValue('ana');
    expect(box).toHaveAttribute('placeholder', 'Nome ou e-mail');
    await user.type(box, 'x ');
    expect(box).toHaveValue('anax ');
    // Written after the pause in typing, trimmed.
    await waitFor(() => expect(commit).toHaveBeenCalledWith('anax'));
    expect(commit).toHaveBeenCalledTimes(1);
    await user.click(within(bar).getByRole('button', { name: t('common.clearFilters') }));
    expect(onClearFilters).toHaveBeenCalledTimes(1);
  });

  it('has no landmark and no "clear filters" when nothing is filtered', () => {
    renderWithProviders(
      <ServerGridToolbar
        search={{ value: '', commit: vi.fn() }}
        searchPlaceholder="Nome"
        filtered={false}
        onClearFilters={vi.fn()}
        rowFrom="sm"
      />,
    );
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t('common.clearFilters') })).not.toBeInTheDocument();
  });
  it('takes its own search label and searches at once on Enter', async () => {
    const commit = vi.fn();
    const { user } = renderWithProviders(
      <ServerGridToolbar
        search={{ value: '', commit, delayMs: 60_000 }}
        searchLabel="Buscar pessoas"
        filtered={false}
        onClearFilters={vi.fn()}
        label="Filtros"
        inset
        wrap
      />,
    );
    const bar = screen.getByRole('search', { name: 'Filtros' });
    await user.type(within(bar).getByRole('searchbox', { name: 'Buscar pessoas' }), ' ana {Enter}');
    expect(commit).toHaveBeenCalledExactlyOnceWith('ana');
  });

  it('keeps what is typed to itself: the page and its filters render again only when the search is written', async () => {
    const renders = { page: 0, filter: 0 };
    function Filter() {
      renders.filter += 1;
      return <span>filtro</span>;
    }
    function Page() {
      renders.page += 1;
      const [search, setSearch] = useState('');
      return (
        <>
          <ServerGridToolbar
            search={{ value: search, commit: setSearch }}
            filtered={false}
            onClearFilters={vi.fn()}
          >
            <Filter />
          </ServerGridToolbar>
          <output aria-label="busca">{search}</output>
        </>
      );
    }
    const { user } = renderWithProviders(<Page />);
    const before = { ...renders };
    await user.type(screen.getByRole('searchbox', { name: t('common.search') }), 'carla');
    expect(renders).toEqual(before);
    await waitFor(() => expect(screen.getByRole('status', { name: 'busca' })).toHaveTextContent('carla'));
    expect(renders.page).toBe(before.page + 1);
  });
});

describe('ListFilterSelect', () => {
  it('offers "all" then the options, and reports the chosen value', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <ListFilterSelect
        label="Situação"
        value=""
        onChange={onChange}
        allLabel="Todas"
        options={OPTIONS}
        showAll
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Situação' });
    expect(select).toHaveTextContent('Todas');
    await user.click(select);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Todas', 'Pago', 'Reembolsado']);
    await user.click(screen.getByRole('option', { name: 'Reembolsado' }));
    expect(onChange).toHaveBeenCalledWith('refunded');
  });
});

describe('ExportCsvButton', () => {
  it('exports on click, and is off when there is nothing to export', async () => {
    const onExport = vi.fn();
    const { user, unmount } = renderWithProviders(
      <ExportCsvButton onExport={onExport} exporting={false} disabled={false} />,
    );
    await user.click(screen.getByRole('button', { name: t('common.exportCsv') }));
    expect(onExport).toHaveBeenCalledTimes(1);
    unmount();
    renderWithProviders(<ExportCsvButton onExport={onExport} exporting={false} disabled />);
    expect(screen.getByRole('button', { name: t('common.exportCsv') })).toBeDisabled();
  });
});
