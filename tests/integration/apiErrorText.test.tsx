import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createIntl, IntlProvider } from 'react-intl';
import { makeStore } from '@/app/store';
import { adminApi } from '@/api/endpoints/admin';
import type { ApiErrorShape } from '@/api/errors';
import ErrorState from '@/components/states/ErrorState';
import type { Messages } from '@/i18n/locales';
import { server } from '@/mocks/node';
import { apiErrorText } from '@/components/feedback/apiErrorText';

const FILES = import.meta.glob<Messages>('../../src/i18n/messages/*/*.json', {
  eager: true,
  import: 'default',
});
function units(locale: string, ...names: string[]): Messages {
  const messages: Messages = {};
  for (const unit of names) Object.assign(messages, FILES[`../../src/i18n/messages/${locale}/${unit}.json`]);
  return messages;
}
const intlOf = (locale: string, messages: Messages) =>
  createIntl({ locale, messages, onError: () => undefined });

const failure = (shape: Partial<ApiErrorShape>): ApiErrorShape => ({
  kind: 'server',
  status: 500,
  message: 'errors.kind.server',
  fromServer: false,
  fieldErrors: {},
  ...shape,
});

describe('apiErrorText: the words of a failed call, chosen at display time', () => {
  const en = intlOf('en', units('en', 'boot', 'admin'));
  const pt = intlOf('pt-BR', units('pt-BR', 'boot', 'admin'));

  test("the server's own message wins, as it came", () => {
    const error = failure({ kind: 'rejected', message: 'Estoque esgotado.', fromServer: true });
    expect(apiErrorText(en, error)).toBe('Estoque esgotado.');
  });

  test("else the call's message id, in the user's language", () => {
    const error = failure({ message: 'errors.admin.getUsers' });
    expect(apiErrorText(en, error)).toBe('Could not load the users.');
    expect(apiErrorText(pt, error)).toBe('Não foi possível carregar os usuários.');
  });

  test("else the kind's generic text (no id, or an id whose catalogue is not loaded)", () => {
    expect(apiErrorText(en, failure({ kind: 'network', message: 'errors.kind.network' }))).toBe(
      'No connection to the server. Check your internet and try again.',
    );
    const bootOnly = intlOf('en', units('en', 'boot'));
    expect(apiErrorText(bootOnly, failure({ kind: 'forbidden', message: 'errors.admin.getUsers' }))).toBe(
      "You don't have permission to do this.",
    );
    expect(apiErrorText(pt, failure({ kind: 'timeout', message: '' }))).toBe(
      'O servidor demorou demais para responder. Tente novamente.',
    );
  });

  test("what is not an API error gets the caller's fallback, else the generic error", () => {
    expect(apiErrorText(en, new Error('boom'), 'Saving failed.')).toBe('Saving failed.');
    expect(apiErrorText(en, undefined)).toBe(en.formatMessage({ id: 'states.error.generic' }));
  });
});

describe('an endpoint failure on screen', () => {
  async function failedUserLoad(): Promise<unknown> {
    server.use(http.get('*/api/User/single/:id', () => HttpResponse.json({}, { status: 500 })));
    const store = makeStore();
    const result = await store.dispatch(adminApi.endpoints.getUser.initiate('u-1'));
    return result.error;
  }

  test('reads English in en, with no Portuguese', async () => {
    const error = await failedUserLoad();
    expect(error).toMatchObject({ kind: 'server', message: 'errors.admin.getUser', fromServer: false });
    render(
      <IntlProvider locale="en" messages={units('en', 'boot', 'admin')}>
        <ErrorState error={error} />
      </IntlProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load the user.');
    expect(alert).not.toHaveTextContent(/Não|possível|usuário|errors\./);
  });

  test('reads the same pt-BR text as before in pt-BR', async () => {
    const error = await failedUserLoad();
    render(
      <IntlProvider locale="pt-BR" messages={units('pt-BR', 'boot', 'admin')}>
        <ErrorState error={error} />
      </IntlProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar o usuário.');
  });
});
