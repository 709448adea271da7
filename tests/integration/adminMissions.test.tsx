import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, sessionState, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';

const ADMIN = sessionState({ id: DEMO_IDS.admin, role: '0', name: 'Marina Costa', url_perfil: null });
/** The first visit transforms the data grid, date pickers and charts: slow on a busy machine. */
const FIRST_LOAD = { timeout: 45_000 } as const;
const SLOW = 120_000;

type App = ReturnType<typeof renderApp>;

async function open(route: string, titleId: 'route.admin.missions' | 'route.admin.missionsSummary') {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.admin, '0'));
  const app = renderApp({ route, preloadedState: ADMIN });
  await screen.findByRole('heading', { level: 1, name: t(titleId) }, FIRST_LOAD);
  return app;
}

async function typeYear(app: App, scope: HTMLElement, label: string, year: number) {
  const group = within(scope).getByRole('group', { name: new RegExp(`^${label}`) });
  await app.user.click(within(group).getByRole('spinbutton', { name: 'Ano' }));
  await app.user.keyboard(String(year));
}

const missionRow = (title: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByText(title, { exact: true }) != null);

describe('admin missions (/admin/missoes)', () => {
  test(
    'a new mission needs a title and an end after its start; then it is created with a card reward and shows in the summary',
    async () => {
      const app = await open('/admin/missoes', 'route.admin.missions');
      const before = db.tables.missions.length;
      await app.user.click(screen.getByRole('button', { name: t('admin.missions.new') }));
      const dialog = await screen.findByRole('dialog', { name: t('admin.missions.new') });

      const thisYear = new Date().getFullYear();
      await typeYear(app, dialog, t('admin.mission.field.endsAt'), thisYear - 1);
      await app.user.click(within(dialog).getByRole('button', { name: t('admin.missions.create') }));
      expect(await within(dialog).findByText(t('admin.validation.titleRequired'))).toBeInTheDocument();
      expect(within(dialog).getByText(t('admin.validation.descriptionRequired'))).toBeInTheDocument();
      expect(within(dialog).getByText(t('admin.validation.criteriaRequired'))).toBeInTheDocument();
      expect(within(dialog).getByText(t('admin.validation.endBeforeStart'))).toBeInTheDocument();
      expect(db.tables.missions).toHaveLength(before);

      await app.user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Desafio da Horta');
      await app.user.type(
        within(dialog).getByRole('textbox', { name: /^Descrição/ }),
        'Plantar e cuidar de uma muda na horta da escola.',
      );
      await app.user.type(
        within(dialog).getByRole('textbox', { name: /^Critério/ }),
        'Muda plantada e regada',
      );
      await typeYear(app, dialog, t('admin.mission.field.endsAt'), thisYear + 1);
      await app.user.click(within(dialog).getByRole('combobox', { name: t('admin.field.status') }));
      await app.user.click(await screen.findByRole('option', { name: t('admin.mission.status.active') }));
      const card = db.tables.cards[0];
      if (!card) throw new Error('no cards in the seed');
      await app.user.click(within(dialog).getByRole('combobox', { name: t('admin.mission.field.cards') }));
      await app.user.click(await screen.findByRole('option', { name: new RegExp(`^${card.name}`) }));

      await app.user.click(within(dialog).getByRole('button', { name: t('admin.missions.create') }));
      expect(await screen.findByText(t('admin.missions.created'))).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const created = db.tables.missions.find((m) => m.title === 'Desafio da Horta');
      expect(created).toMatchObject({ status: 'active', rewardCardIds: [card.id], rewardPoints: 50 });
      expect(new Date(created?.endsAt ?? '').getFullYear()).toBe(thisYear + 1);
      expect(await screen.findByText('Desafio da Horta')).toBeInTheDocument();

      app.unmount();
      await open('/admin/missoes/resumo', 'route.admin.missionsSummary');
      const byMission = await screen.findByRole('table', { name: t('admin.summary.byMission') });
      expect(within(byMission).getByText('Desafio da Horta')).toBeInTheDocument();
    },
    SLOW,
  );

  test(
    'editing keeps the rules: an emptied title is refused, a fixed one is saved',
    async () => {
      const app = await open('/admin/missoes', 'route.admin.missions');
      await waitFor(() => expect(missionRow('Leitor da Semana')).toBeDefined(), { timeout: 20_000 });
      await app.user.click(
        within(missionRow('Leitor da Semana') as HTMLElement).getByText('Leitor da Semana'),
      );
      const dialog = await screen.findByRole('dialog', { name: t('admin.missions.edit') });
      const title = within(dialog).getByRole('textbox', { name: /^Título/ });
      expect(title).toHaveValue('Leitor da Semana');
      await app.user.clear(title);
      await app.user.click(within(dialog).getByRole('button', { name: t('common.save') }));
      expect(await within(dialog).findByText(t('admin.validation.titleRequired'))).toBeInTheDocument();
      await app.user.type(title, 'Leitor do Mês');
      await app.user.click(within(dialog).getByRole('button', { name: t('common.save') }));
      expect(await screen.findByText(t('admin.missions.saved'))).toBeInTheDocument();
      expect(db.tables.missions.find((m) => m.id === 'mis-1')?.title).toBe('Leitor do Mês');
    },
    SLOW,
  );

  test(
    'closing the form with changes asks before throwing them away',
    async () => {
      const app = await open('/admin/missoes', 'route.admin.missions');
      await app.user.click(screen.getByRole('button', { name: t('admin.missions.new') }));
      const dialog = await screen.findByRole('dialog', { name: t('admin.missions.new') });
      await app.user.type(within(dialog).getByRole('textbox', { name: /^Título/ }), 'Rascunho');
      await app.user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
      const ask = await screen.findByRole('dialog', { name: t('admin.missions.discard.title') });
      await app.user.click(within(ask).getByRole('button', { name: t('common.cancel') }));
      await waitFor(() =>
        expect(within(dialog).getByRole('textbox', { name: /^Título/ })).toHaveValue('Rascunho'),
      );
      // Discarding really closes it.
      await app.user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));
      const again = await screen.findByRole('dialog', { name: t('admin.missions.discard.title') });
      await app.user.click(within(again).getByRole('button', { name: t('admin.missions.discard.confirm') }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(db.tables.missions.some((m) => m.title === 'Rascunho')).toBe(false);
    },
    SLOW,
  );

  test(
    'duplicates a mission as a draft and archives one after saying what happens',
    async () => {
      const app = await open('/admin/missoes', 'route.admin.missions');
      await app.user.click(
        await screen.findByRole('button', { name: 'Ações da missão Leitor da Semana' }, { timeout: 20_000 }),
      );
      await app.user.click(await screen.findByRole('menuitem', { name: t('admin.missions.duplicate') }));
      expect(
        await screen.findByText('Criamos “Cópia de Leitor da Semana” como rascunho.'),
      ).toBeInTheDocument();
      const copy = db.tables.missions.find((m) => m.title === 'Cópia de Leitor da Semana');
      expect(copy).toMatchObject({ status: 'draft', criteria: 'Registrar 2 leituras no mês' });
      expect(copy?.id).not.toBe('mis-1');
      await waitFor(() => expect(missionRow('Cópia de Leitor da Semana')).toBeDefined());

      await app.user.click(screen.getByRole('button', { name: 'Ações da missão Presença de Ouro' }));
      await app.user.click(await screen.findByRole('menuitem', { name: t('admin.missions.archive') }));
      const ask = await screen.findByRole('dialog', { name: 'Arquivar “Presença de Ouro”?' });
      expect(ask).toHaveTextContent('O progresso e as cartas já ganhas ficam guardados');
      await app.user.click(within(ask).getByRole('button', { name: t('admin.missions.archive') }));
      expect(await screen.findByText('“Presença de Ouro” foi arquivada.')).toBeInTheDocument();
      expect(db.tables.missions.find((m) => m.id === 'mis-2')?.status).toBe('archived');
      await waitFor(() =>
        expect(
          within(missionRow('Presença de Ouro') as HTMLElement).getByText(t('admin.mission.status.archived')),
        ).toBeInTheDocument(),
      );
    },
    SLOW,
  );
});

describe('missions summary (/admin/missoes/resumo)', () => {
  test(
    'shows the active missions, participation and completion by mission and school, and completions in the period',
    async () => {
      const now = new Date();
      const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 29).getTime();
      const live = db.tables.missions.filter((m) => m.status !== 'draft');
      const completions = db.tables.missionProgress.filter(
        (p) =>
          live.some((m) => m.id === p.missionId) &&
          p.completedAt != null &&
          Date.parse(p.completedAt) >= from &&
          Date.parse(p.completedAt) <= now.getTime(),
      ).length;
      const active = db.tables.missions.filter((m) => m.status === 'active').length;
      await open('/admin/missoes/resumo', 'route.admin.missionsSummary');

      const activeCard = (await screen.findByRole('heading', { name: t('admin.summary.active') })).closest(
        '.MuiPaper-root',
      ) as HTMLElement;
      expect(activeCard).toHaveTextContent(String(active));
      expect(screen.getByText(`${completions} conclusões no período.`)).toBeInTheDocument();
      const byMission = screen.getByRole('table', { name: t('admin.summary.byMission') });
      for (const m of live) expect(within(byMission).getByText(m.title)).toBeInTheDocument();
      const draft = db.tables.missions.find((m) => m.status === 'draft');
      expect(within(byMission).queryByText(draft?.title ?? '')).not.toBeInTheDocument();
      const bySchool = screen.getByRole('table', { name: t('admin.summary.bySchool') });
      expect(within(bySchool).getByText('Escola Aurora')).toBeInTheDocument();
      // The chart's numbers are there for screen readers too.
      expect(screen.getByRole('table', { name: t('admin.summary.chart.title') })).toBeInTheDocument();
    },
    SLOW,
  );
});
