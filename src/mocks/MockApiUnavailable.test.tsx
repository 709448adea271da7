import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import en from '@/i18n/messages/en/devtools.json';
import es from '@/i18n/messages/es/devtools.json';
import fr from '@/i18n/messages/fr/devtools.json';
import pt from '@/i18n/messages/pt-BR/devtools.json';
import { MockApiUnavailable } from './DevPanel';

// The catalogues arrive compiled (vite.config.ts precompileMessages), as the app loads them.
const DEVTOOLS = { 'pt-BR': pt, en, es, fr } as unknown as Record<string, Record<string, string>>;

describe('the demo says when its in-browser API could not start', () => {
  test.each([
    ['pt-BR', 'A demonstração não pôde iniciar', 'Recarregar'],
    ['en', 'The demo could not start', 'Reload'],
    ['es', 'No se pudo iniciar la demostración', 'Recargar'],
    ['fr', "La démo n'a pas pu démarrer", 'Recharger'],
  ])('in %s, with a reload', async (locale, title, reload) => {
    const reloadPage = vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);
    render(
      <IntlProvider locale={locale} messages={DEVTOOLS[locale]}>
        <MockApiUnavailable />
      </IntlProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(title);
    await userEvent.click(screen.getByRole('button', { name: reload }));
    expect(reloadPage).toHaveBeenCalled();
  });
});
