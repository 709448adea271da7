import { screen, waitFor } from '@testing-library/react';
import { LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { db } from '@/mocks/db/database';

const guest = sessionState(null);
const PRESENTATIONS = [
  ['/whitelist', 'whitelist.title'],
  ['/whitelist-original', 'whitelist.original.title'],
] as const;

async function open(route: string, titleId: string) {
  const app = renderApp({ route, preloadedState: guest });
  expect(
    await screen.findByRole('heading', { level: 1, name: t(titleId, { brand: 'Lumi' }) }, LAZY_LOAD),
  ).toBeInTheDocument();
  return app;
}

async function fill(user: ReturnType<typeof renderApp>['user'], email = 'ana.prado@exemplo.com.br') {
  await user.type(screen.getByLabelText(/Nome completo/), 'Ana Prado');
  await user.type(screen.getByLabelText(/E-mail/), email);
  await user.type(screen.getByLabelText(/Celular com DDD/), '31987654321');
  await user.click(screen.getByRole('radio', { name: t('whitelist.profile.school') }));
  await user.click(screen.getByRole('checkbox', { name: /Aceito os termos de uso/ }));
}

describe.each(PRESENTATIONS)('waiting list at %s', (route, titleId) => {
  test('an empty submit shows a pt-BR message on every field and sends nothing', async () => {
    const { user } = await open(route, titleId);
    await user.click(screen.getByRole('button', { name: t('whitelist.submit') }));
    expect(await screen.findByText(t('whitelist.validation.name.required'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.email.required'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.phone.required'))).toBeInTheDocument();
    expect(screen.getByText(t('whitelist.validation.profile.required'))).toBeInTheDocument();
    expect(screen.getByText(t('whitelist.validation.consent.required'))).toBeInTheDocument();
    expect(db.tables.whitelist).toEqual([]);
  });

  test('a malformed e-mail and phone are explained before any call', async () => {
    const { user } = await open(route, titleId);
    await user.type(screen.getByLabelText(/E-mail/), 'ana@');
    await user.type(screen.getByLabelText(/Celular com DDD/), '1199');
    await user.click(screen.getByRole('button', { name: t('whitelist.submit') }));
    expect(await screen.findByText(t('validation.email.invalid'))).toBeInTheDocument();
    expect(screen.getByText(t('validation.phone.invalid'))).toBeInTheDocument();
  });

  test('a valid sign-up is stored and confirmed', async () => {
    const { user } = await open(route, titleId);
    await fill(user);
    await user.click(screen.getByRole('button', { name: t('whitelist.submit') }));
    expect(
      await screen.findByRole('heading', { level: 2, name: t('whitelist.success.title') }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Obrigado, Ana\. Vamos escrever para ana\.prado@exemplo\.com\.br/),
    ).toBeInTheDocument();
    expect(db.tables.whitelist).toEqual([
      expect.objectContaining({
        name: 'Ana Prado',
        email: 'ana.prado@exemplo.com.br',
        phone: '31987654321',
        profile: 'school',
      }),
    ]);
    // Back to an empty form for someone else.
    await user.click(screen.getByRole('button', { name: t('whitelist.success.again') }));
    expect(screen.getByLabelText(/Nome completo/)).toHaveValue('');
  });

  test('an e-mail already on the list shows the server message and keeps what was typed', async () => {
    db.tables.whitelist.push({
      id: 'wl-existing',
      name: 'Ana Prado',
      email: 'ana.prado@exemplo.com.br',
      phone: '31987654321',
      profile: 'family',
      createdAt: new Date().toISOString(),
    });
    const { user } = await open(route, titleId);
    await fill(user, 'Ana.Prado@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: t('whitelist.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este e-mail já está na lista de espera.');
    const email = screen.getByLabelText(/E-mail/);
    expect(email).toHaveValue('Ana.Prado@exemplo.com.br');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByLabelText(/Nome completo/)).toHaveValue('Ana Prado');
    expect(screen.getByLabelText(/Celular com DDD/)).toHaveValue('(31) 98765-4321');
    expect(screen.getByRole('radio', { name: t('whitelist.profile.school') })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Aceito os termos de uso/ })).toBeChecked();
    expect(db.tables.whitelist).toHaveLength(1);
  });
});
