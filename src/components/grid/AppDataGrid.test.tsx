import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { settingsChanged } from '@/store/settingsSlice';
import { renderWithProviders } from '../../../tests/render';
import AppDataGrid from './AppDataGrid';
import { documentLanguage, forgetGridText, loadedGridText, loadGridText } from './gridText';

const rows = [{ id: '1', name: 'Ana Lima' }];
const columns = [{ field: 'name', headerName: 'Nome', flex: 1 }];

const LANGUAGES = ['pt', 'en', 'es', 'fr'] as const;

describe('AppDataGrid', () => {
  // The other files find every language loaded (tests/setup.dom.ts), as they did before this one.
  afterEach(async () => {
    await Promise.all(LANGUAGES.map((language) => loadGridText(language)));
  });

  it("speaks the user's language, and loads another language's texts when the user switches", async () => {
    forgetGridText();
    expect(loadedGridText('pt')).toBeUndefined();
    let rendered: ReturnType<typeof renderWithProviders> | undefined;
    // The grid holds its place until the shown language's texts arrive; an async act lets React retry it.
    await act(async () => {
      rendered = renderWithProviders(
        <AppDataGrid aria-label="Alunos" rows={rows} columns={columns} autoHeight />,
      );
      await loadGridText(documentLanguage());
    });
    expect(await screen.findByRole('grid', { name: 'Alunos' })).toBeInTheDocument();
    expect(screen.getByText('Linhas por página:')).toBeInTheDocument();

    await act(async () => {
      rendered?.store.dispatch(settingsChanged({ i18n: 'fr' }));
      await loadGridText('fr');
    });
    expect(await screen.findByText('Lignes par page :')).toBeInTheDocument();
    expect(screen.getByText('Ana Lima')).toBeInTheDocument();
    expect(loadedGridText('en')).toBeUndefined();
  });

  it('loads one language at a time, once, and reads the language the page is shown in', async () => {
    forgetGridText();
    const [first, again] = await Promise.all([loadGridText('es'), loadGridText('es')]);
    expect(first).toBe(again);
    expect(first?.paginationRowsPerPage).toBe('Filas por página:');
    expect(loadedGridText('es')).toBe(first);

    document.documentElement.lang = 'en';
    expect(documentLanguage()).toBe('en');
    document.documentElement.lang = 'pt-BR';
    expect(documentLanguage()).toBe('pt');
  });
});
