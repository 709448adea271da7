import { configure, screen, waitFor, within } from '@testing-library/react';
import { DEMO_USERS, renderApp, sessionState, t } from '@tests/render';
import { enrolmentSchema, EMPTY_ENROLMENT } from '@/features/demo/forms/enrolmentSchema';
import { GRID_STATE_KEY } from '@/features/demo/grid/gridStateStore';
import { DEMO_IDS } from '@/mocks/db/seed';
import { FAULTS_KEY } from '@/mocks/faults';
import { signToken } from '@/mocks/jwt';
import { formatCents } from '@/utils/br';
import { addDays, todayIso } from '@/utils/localDate';

// Pages load lazily and the machines running the suite are shared: first loads get room.
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });
const FIRST_LOAD = { timeout: 20_000 } as const;

/** Money as the page reads (Intl puts a no-break space after "R$"; text matching sees a space). */
const money = (cents: number) => formatCents(cents).replace(/\s/g, ' ');

async function openAsFamily(route: string, titleId: string) {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
  const app = renderApp({ route, preloadedState: sessionState(DEMO_USERS.client) });
  await screen.findByRole('heading', { level: 1, name: t(titleId) }, FIRST_LOAD);
  return app;
}

describe('pricing (/pages/price/price1 and price2)', () => {
  test('the plans come from the API, priced per month or per year, and a plan leads to its checkout', async () => {
    const { user, router } = await openAsFamily('/pages/price/price1', 'demo.price.cards.title');
    const monthly = await screen.findByRole('region', { name: 'Premium Mensal' });
    const annual = screen.getByRole('region', { name: 'Premium Anual' });
    expect(within(monthly).getByText('Cartas exclusivas todo mês')).toBeInTheDocument();
    expect(within(annual).getByText('Dois meses grátis')).toBeInTheDocument();
    // Per month: R$ 19,90 and R$ 199,00 / 12 = R$ 16,58; the annual plan saves 12 × 19,90 − 199,00.
    expect(monthly).toHaveTextContent(`${money(1990)}${t('demo.price.perMonth')}`);
    expect(annual).toHaveTextContent(`${money(1658)}${t('demo.price.perMonth')}`);
    expect(annual).toHaveTextContent(t('demo.price.saving', { amount: money(3980) }));

    await user.click(screen.getByRole('button', { name: t('demo.price.view.year') }));
    expect(monthly).toHaveTextContent(`${money(23880)}${t('demo.price.perYear')}`);
    expect(annual).toHaveTextContent(`${money(19900)}${t('demo.price.perYear')}`);

    await user.click(
      within(annual).getByRole('link', { name: t('demo.price.choose', { plan: 'Premium Anual' }) }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout-assinatura'));
    expect(new URLSearchParams(router.state.location.search).get('plano')).toBe('plan-annual');
    // The subscription checkout opens on the chosen plan's payment.
    expect(
      await screen.findByRole(
        'heading',
        { name: t('subscription.pay.title', { plan: 'Premium Anual' }) },
        FIRST_LOAD,
      ),
    ).toBeInTheDocument();
  });

  test('the comparison table marks what each plan includes and links each plan to the checkout', async () => {
    const { user, router } = await openAsFamily('/pages/price/price2', 'demo.price.compare.title');
    const table = await screen.findByRole('table', { name: t('demo.price.compare.table') });
    const row = within(table).getByRole('row', { name: /Dois meses grátis/ });
    const [monthlyCell, annualCell] = within(row).getAllByRole('cell');
    expect(within(monthlyCell!).getByTitle(t('demo.price.compare.notIncluded'))).toBeInTheDocument();
    expect(within(annualCell!).getByTitle(t('demo.price.compare.included'))).toBeInTheDocument();

    await user.click(
      within(table).getByRole('link', { name: t('demo.price.choose', { plan: 'Premium Mensal' }) }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?plano=plan-monthly'));
  });

  test('a failed load says so and "Tentar novamente" brings the plans', async () => {
    localStorage.setItem(
      'lumi-mock',
      JSON.stringify({ endpoints: { 'GET /api/Subscription/plans': { status: 503 } } }),
    );
    const { user } = await openAsFamily('/pages/price/price1', 'demo.price.cards.title');
    expect(await screen.findByText(t('states.error.title'))).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: t('common.retry') });
    localStorage.removeItem(FAULTS_KEY);
    await user.click(retry);
    expect(await screen.findByRole('region', { name: 'Premium Anual' })).toBeInTheDocument();
  });
});

describe('form demos', () => {
  test('/forms/validation: pt-BR errors on each field, and what was typed stays', async () => {
    const { user } = await openAsFamily('/forms/validation', 'demo.validation.title');
    await user.click(screen.getByRole('button', { name: t('demo.validation.submit') }));
    expect(await screen.findByText(t('demo.enrol.error.guardianName.required'))).toBeInTheDocument();
    expect(screen.getByText(t('demo.enrol.error.cpf.required'))).toBeInTheDocument();
    expect(screen.getByText(t('demo.enrol.error.birthDate.required'))).toBeInTheDocument();
    expect(screen.getByText(t('demo.enrol.error.terms'))).toBeInTheDocument();

    const cpf = screen.getByRole('textbox', { name: new RegExp(t('demo.enrol.cpf')) });
    await user.type(cpf, '12345678900');
    const phone = screen.getByRole('textbox', { name: new RegExp(t('demo.enrol.phone')) });
    await user.type(phone, '1191234');
    const email = screen.getByRole('textbox', { name: new RegExp(t('demo.enrol.email')) });
    await user.type(email, 'ana@exemplo');
    await user.tab();
    // Wrong check digits, a short mobile and an e-mail without its domain: said in pt-BR, text kept.
    expect(await screen.findByText(t('demo.enrol.error.cpf.invalid'))).toBeInTheDocument();
    expect(screen.getByText(t('demo.enrol.error.phone.invalid'))).toBeInTheDocument();
    expect(screen.getByText(t('demo.enrol.error.email.invalid'))).toBeInTheDocument();
    expect(cpf).toHaveValue('123.456.789-00');
    expect(phone).toHaveValue('(11) 9123-4');
    expect(email).toHaveValue('ana@exemplo');

    // A CPF with the right check digits clears its error.
    await user.clear(cpf);
    await user.type(cpf, '52998224725');
    await waitFor(() =>
      expect(screen.queryByText(t('demo.enrol.error.cpf.invalid'))).not.toBeInTheDocument(),
    );
    expect(cpf).toHaveValue('529.982.247-25');
  });

  test('the birth date may not be in the future nor be 18 years ago or more', () => {
    const child = (birthDate: string) => ({ ...EMPTY_ENROLMENT, birthDate });
    const messages = (birthDate: string) =>
      enrolmentSchema
        .safeParse(child(birthDate))
        .error?.issues.filter((issue) => issue.path[0] === 'birthDate')
        .map((issue) => issue.message);
    expect(messages(addDays(todayIso(), 1))?.[0]).toBe('demo.enrol.error.birthDate.future');
    expect(messages('2017-02-31')?.[0]).toBe('demo.enrol.error.birthDate.nonexistent');
    expect(messages('1990-05-10')?.[0]).toBe('demo.enrol.error.birthDate.tooOld');
    expect(messages(addDays(todayIso(), -400))).toEqual([]);
    expect(t('demo.enrol.error.birthDate.future')).toBe('A data de nascimento não pode estar no futuro.');
  });

  test('/forms/wizard: going back and forth keeps what was typed; "Continuar" checks only its step', async () => {
    const { user } = await openAsFamily('/forms/wizard', 'demo.wizard.title');
    const field = (labelId: string) => screen.getByRole('textbox', { name: new RegExp(t(labelId)) });
    await user.click(screen.getByRole('button', { name: t('demo.wizard.next') }));
    expect(await screen.findByText(t('demo.enrol.error.guardianName.required'))).toBeInTheDocument();

    await user.type(field('demo.enrol.guardianName'), 'Carla Souza');
    await user.type(field('demo.enrol.cpf'), '52998224725');
    await user.type(field('demo.enrol.phone'), '11922222222');
    await user.type(field('demo.enrol.email'), 'carla@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: t('demo.wizard.next') }));

    const childHeading = await screen.findByRole('heading', { level: 2, name: t('demo.enrol.child') });
    expect(childHeading).toHaveFocus();
    await user.type(field('demo.enrol.childName'), 'Beatriz Souza');
    await user.click(screen.getByRole('button', { name: t('demo.wizard.back') }));

    await screen.findByRole('heading', { level: 2, name: t('demo.enrol.guardian') });
    expect(field('demo.enrol.guardianName')).toHaveValue('Carla Souza');
    expect(field('demo.enrol.cpf')).toHaveValue('529.982.247-25');
    expect(field('demo.enrol.phone')).toHaveValue('(11) 92222-2222');
    expect(field('demo.enrol.email')).toHaveValue('carla@exemplo.com.br');

    await user.click(screen.getByRole('button', { name: t('demo.wizard.next') }));
    await screen.findByRole('heading', { level: 2, name: t('demo.enrol.child') });
    expect(field('demo.enrol.childName')).toHaveValue('Beatriz Souza');
    // The child's step is not complete yet: it stays, saying what is missing.
    await user.click(screen.getByRole('button', { name: t('demo.wizard.next') }));
    expect(await screen.findByText(t('demo.enrol.error.birthDate.required'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: t('demo.enrol.child') })).toBeInTheDocument();
  });
});

describe('table demos', () => {
  test('/tables/collapsible: an event opens onto its ticket types, read from the API', async () => {
    const { user } = await openAsFamily('/tables/collapsible', 'demo.tables.collapsible.title');
    const table = await screen.findByRole('table', { name: t('demo.tables.collapsible.label') });
    const toggle = within(table).getAllByRole('button', { name: /^Ingressos de / })[0];
    if (!toggle) throw new Error('no event row');
    const title = toggle.getAttribute('aria-label')?.replace('Ingressos de ', '') ?? '';
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const tickets = await screen.findByRole('table', {
      name: t('demo.tables.collapsible.tickets', { title }),
    });
    expect(within(tickets).getAllByRole('row').length).toBeGreaterThan(1);
  });
});

describe('data-grid demos', () => {
  const header = (title: string) => {
    const found = screen
      .getAllByRole('columnheader')
      .find((h) => h.querySelector('.MuiDataGrid-columnHeaderTitle')?.textContent === title);
    if (!found) throw new Error(`no column ${title}`);
    return found;
  };
  const firstTitle = (grid: HTMLElement) =>
    within(within(grid).getAllByRole('row')[2] ?? grid).getAllByRole('gridcell')[0]?.textContent;

  test('/data-grid/save-restore: a saved sort comes back on "Restaurar estado" and on the next visit', async () => {
    const { user, unmount } = await openAsFamily('/data-grid/save-restore', 'demo.grid.state.title');
    const grid = await screen.findByRole('grid', { name: t('demo.grid.state.label') });
    const title = t('demo.events.col.title');
    await waitFor(() => expect(within(grid).getAllByRole('row').length).toBeGreaterThan(3));

    await user.click(header(title));
    await waitFor(() => expect(header(title)).toHaveAttribute('aria-sort', 'ascending'));
    const ascendingFirst = firstTitle(grid);
    await user.click(screen.getByRole('button', { name: t('demo.grid.state.save') }));
    expect(await screen.findByText(t('demo.grid.state.saved'))).toBeInTheDocument();
    const saved = JSON.parse(localStorage.getItem(GRID_STATE_KEY) ?? '{}') as {
      sorting?: { sortModel?: unknown };
    };
    expect(saved.sorting?.sortModel).toEqual([{ field: 'title', sort: 'asc' }]);

    await user.click(header(title));
    await waitFor(() => expect(header(title)).toHaveAttribute('aria-sort', 'descending'));
    expect(firstTitle(grid)).not.toBe(ascendingFirst);

    await user.click(screen.getByRole('button', { name: t('demo.grid.state.restore') }));
    await waitFor(() => expect(header(title)).toHaveAttribute('aria-sort', 'ascending'));
    expect(firstTitle(grid)).toBe(ascendingFirst);
    expect(screen.getByText(t('demo.grid.state.restored'))).toBeInTheDocument();

    // The next visit starts from the saved state.
    unmount();
    await openAsFamily('/data-grid/save-restore', 'demo.grid.state.title');
    await screen.findByRole('grid', { name: t('demo.grid.state.label') });
    await waitFor(() => expect(header(title)).toHaveAttribute('aria-sort', 'ascending'));
  });
});
