import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, sessionState, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';

const ADMIN = sessionState({ id: DEMO_IDS.admin, role: '0', name: 'Marina Costa', url_perfil: null });

/** Accounts of these roles created in the last `days` days (today included), as the funnel counts them. */
function registered(roles: string[], days: number) {
  const now = new Date();
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1)).getTime();
  return db.tables.users.filter((u) => roles.includes(u.role) && Date.parse(u.createdAt) >= from);
}

const stepRow = (table: HTMLElement, step: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader', { name: step }) != null);

const number = new Intl.NumberFormat('pt-BR');
/** The "people" cell of a step, exactly. */
const peopleOf = (table: HTMLElement, step: string) => {
  const row = stepRow(table, step);
  if (!row) throw new Error(`no step ${step}`);
  return within(row).getAllByRole('cell')[0]?.textContent;
};

describe('mindset funnel (/admin/mindset-funnel)', () => {
  test('shows the steps with conversion between them, by audience and period kept in the URL', async () => {
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.admin, '0'));
    const { user, router } = renderApp({ route: '/admin/mindset-funnel', preloadedState: ADMIN });
    await screen.findByRole('heading', { level: 1, name: t('route.admin.funnel') }, { timeout: 45_000 });
    let table = await screen.findByRole('table', { name: t('admin.funnel.table') });

    const everyone = registered(['2', '3', '4'], 365);
    expect(peopleOf(table, t('admin.funnel.step.registered'))).toBe(number.format(everyone.length));
    const verified = everyone.filter((u) => u.verified).length;
    expect(peopleOf(table, t('admin.funnel.step.verified'))).toBe(number.format(verified));
    for (const key of ['visitors', 'registered', 'verified', 'converted', 'engaged'] as const)
      expect(stepRow(table, t(`admin.funnel.step.${key}`))).toBeDefined();
    expect(screen.getByText(/Conversão total:/)).toBeInTheDocument();

    // Producers never take part in missions: their funnel stops at the first sale.
    await user.click(screen.getByRole('button', { name: t('admin.funnel.audience.producers') }));
    await waitFor(() => expect(router.state.location.search).toContain('audience=producers'));
    await waitFor(() =>
      expect(
        peopleOf(
          screen.getByRole('table', { name: t('admin.funnel.table') }),
          t('admin.funnel.step.registered'),
        ),
      ).toBe(number.format(registered(['3'], 365).length)),
    );
    table = screen.getByRole('table', { name: t('admin.funnel.table') });
    expect(stepRow(table, t('admin.funnel.step.engaged'))).toBeUndefined();

    await user.click(screen.getByRole('combobox', { name: t('admin.period') }));
    await user.click(await screen.findByRole('option', { name: t('admin.period.90d') }));
    await waitFor(() => expect(router.state.location.search).toContain('period=90d'));
    await waitFor(() => {
      const rows = registered(['3'], 90).length;
      if (rows === 0) expect(screen.getByText(t('admin.funnel.empty'))).toBeInTheDocument();
      else
        expect(
          peopleOf(
            screen.getByRole('table', { name: t('admin.funnel.table') }),
            t('admin.funnel.step.registered'),
          ),
        ).toBe(number.format(rows));
    });
  }, 120_000);
});
