import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, sessionState, t } from '@tests/render';
import { createIntl } from 'react-intl';
import type { User } from '@/api/auth';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { FAULTS_KEY } from '@/mocks/faults';
import { widgetOverview } from '@/mocks/handlers/widget';
import { signToken } from '@/mocks/jwt';

/** First visits to a lazy page (and its charts) transform modules: slow on a busy machine. */
const FIRST_LOAD = { timeout: 20_000 } as const;
vi.setConfig({ testTimeout: 60_000 });
afterEach(() => localStorage.removeItem(FAULTS_KEY));

const intl = createIntl({ locale: 'pt-BR' });
const USERS = {
  family: { id: DEMO_IDS.family, role: '2', name: 'Carla Souza', url_perfil: null },
  producer: { id: DEMO_IDS.producer, role: '3', name: 'Paulo Produtor', url_perfil: null },
  school: { id: DEMO_IDS.school, role: '4', name: 'Escola Aurora', url_perfil: null },
  admin: { id: DEMO_IDS.admin, role: '0', name: 'Marina Admin', url_perfil: null },
  team: { id: DEMO_IDS.team, role: '1', name: 'Equipe', url_perfil: null },
} satisfies Record<string, User>;

async function open(who: keyof typeof USERS, route: string, titleId: string) {
  const user = USERS[who];
  localStorage.setItem('serviceToken', await signToken(user.id, user.role));
  const app = renderApp({ route, preloadedState: sessionState(user) });
  await screen.findByRole('heading', { level: 1, name: t(titleId, { name: user.name }) }, FIRST_LOAD);
  return app;
}

/** The stat card (a region named by its label) once its figure is in. */
const statCard = (labelId: string) => screen.findByRole('region', { name: t(labelId) }, FIRST_LOAD);
const statOf = (key: string) => widgetOverview(db.tables).stats.find((s) => s.key === key);

describe('/widget/statistics', () => {
  test('the figures are the mock world’s, with their trend; a seller also sees the revenue', async () => {
    await open('producer', '/widget/statistics', 'route.widget.statistics');
    const tickets = statOf('tickets');
    if (!tickets) throw new Error('no tickets stat');
    const card = await statCard('widget.stat.tickets');
    expect(within(card).getByText(intl.formatNumber(tickets.current))).toBeInTheDocument();
    expect(card).toHaveTextContent(
      tickets.previous === 0 ? t('widget.trend.new') : /sobre os 30 dias anteriores|Igual/,
    );
    const revenue = await statCard('widget.stat.revenue');
    await waitFor(() => expect(revenue).toHaveTextContent(/R\$/), FIRST_LOAD);
    expect(revenue).not.toHaveTextContent(t('widget.notAvailable.title'));
  });

  test('a family reads the money figure is not for its profile, and every other card works', async () => {
    await open('family', '/widget/statistics', 'route.widget.statistics');
    const revenue = await statCard('widget.stat.revenue');
    expect(within(revenue).getByText(t('widget.notAvailable.title'))).toBeInTheDocument();
    const cards = await statCard('widget.stat.cards');
    expect(within(cards).getByText(intl.formatNumber(statOf('cards')?.current ?? -1))).toBeInTheDocument();
  });

  test('a failed call shows the neutral error with "Tentar novamente", and the retry loads the page', async () => {
    localStorage.setItem(
      FAULTS_KEY,
      JSON.stringify({ endpoints: { 'GET /api/Widget/overview': { status: 503 } } }),
    );
    const { user } = await open('team', '/widget/statistics', 'route.widget.statistics');
    const retry = await screen.findByRole('button', { name: t('common.retry') }, FIRST_LOAD);
    expect(screen.getByText(t('states.error.title'))).toBeInTheDocument();
    localStorage.removeItem(FAULTS_KEY);
    await user.click(retry);
    expect(await statCard('widget.stat.tickets')).toBeVisible();
    expect(screen.queryByRole('button', { name: t('common.retry') })).not.toBeInTheDocument();
  });
});

describe('/widget/data', () => {
  test('the next events with their occupancy, and the sales table is not available to the team', async () => {
    await open('team', '/widget/data', 'route.widget.data');
    const first = widgetOverview(db.tables).upcoming[0];
    if (!first) throw new Error('no upcoming event');
    const upcoming = await screen.findByRole('region', { name: t('widget.upcoming.title') }, FIRST_LOAD);
    expect(within(upcoming).getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/pages/eventos/${first.id}`,
    );
    expect(
      within(upcoming).getByRole('progressbar', {
        name: t('widget.upcoming.progressLabel', { title: first.title }),
      }),
    ).toBeInTheDocument();
    const sales = screen.getByRole('region', { name: t('widget.sales.title') });
    expect(within(sales).getByText(t('widget.notAvailable.title'))).toBeInTheDocument();
  });

  test('a school sees its latest sales in BRL', async () => {
    await open('school', '/widget/data', 'route.widget.data');
    const sales = await screen.findByRole('region', { name: t('widget.sales.title') }, FIRST_LOAD);
    const table = await within(sales).findByRole('table', { name: t('widget.sales.title') }, FIRST_LOAD);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]).toHaveTextContent(/R\$/);
  });
});

describe('chart pages', () => {
  test('/widget/chart draws its charts with their figures as tables', async () => {
    await open('admin', '/widget/chart', 'route.widget.chart');
    const months = await screen.findByRole('region', { name: t('widget.months.title') }, FIRST_LOAD);
    const table = within(months).getByRole('table', { hidden: true });
    const current = widgetOverview(db.tables).months.at(-1);
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(7);
    expect(table).toHaveTextContent(intl.formatNumber(current?.tickets ?? -1));
    expect(screen.getByRole('region', { name: t('widget.attendance.title') })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t('widget.categories.title') })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: t('widget.revenue.title') })).toBeInTheDocument();
  });

  test('/dashboard/analytics composes the widgets; the money widgets say they are not for a family', async () => {
    await open('family', '/dashboard/analytics', 'route.dashboardAnalytics');
    const checkins = await statCard('widget.stat.checkins');
    expect(
      within(checkins).getByText(intl.formatNumber(statOf('checkins')?.current ?? -1)),
    ).toBeInTheDocument();
    const revenue = screen.getByRole('region', { name: t('widget.revenue.title') });
    expect(within(revenue).getByText(t('widget.notAvailable.title'))).toBeInTheDocument();
    expect(screen.getByRole('region', { name: t('widget.activity.title') })).toBeInTheDocument();
  });
});

describe('/dashboard/default', () => {
  test('links reach the widget pages, the analytics dashboard and every template page variant', async () => {
    const { user, router } = await open('team', '/dashboard/default', 'dashboard.default.title');
    const widgets = screen.getByRole('region', { name: t('dashboard.default.widgets.title') });
    for (const [titleId, path] of [
      ['route.dashboardAnalytics', '/dashboard/analytics'],
      ['route.widget.statistics', '/widget/statistics'],
      ['route.widget.data', '/widget/data'],
      ['route.widget.chart', '/widget/chart'],
    ] as const) {
      expect(within(widgets).getByRole('link', { name: new RegExp(`^${t(titleId)}`) })).toHaveAttribute(
        'href',
        path,
      );
    }
    const apps = screen.getByRole('region', { name: t('dashboard.default.apps.title') });
    expect(
      within(apps).getByRole('link', { name: new RegExp(`^${t('dashboard.default.apps.customersTitle')}`) }),
    ).toHaveAttribute('href', '/apps/customer/customer-list');
    const pages = screen.getByRole('region', { name: t('dashboard.default.pages.title') });
    for (const n of [1, 2, 3]) {
      expect(
        within(pages).getByRole('link', {
          name: t('dashboard.default.pages.variant', {
            page: t('dashboard.default.pages.codeVerification'),
            n,
          }),
        }),
      ).toHaveAttribute('href', `/pages/code-verification/code-verification${String(n)}`);
    }
    expect(
      within(pages).getByRole('link', { name: t('dashboard.default.pages.serverError') }),
    ).toHaveAttribute('href', '/pages/500');
    const summary = screen.getByRole('region', { name: t('dashboard.default.summary.title') });
    expect(
      await within(summary).findByText(intl.formatNumber(statOf('tickets')?.current ?? -1), {}, FIRST_LOAD),
    ).toBeInTheDocument();

    await user.click(
      within(widgets).getByRole('link', { name: new RegExp(`^${t('route.widget.statistics')}`) }),
    );
    await screen.findByRole('heading', { level: 1, name: t('route.widget.statistics') }, FIRST_LOAD);
    expect(router.state.location.pathname).toBe('/widget/statistics');
  });
});
