import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_USERS, LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { dependentBodySchema } from '@/api/contract/family';
import { db } from '@/mocks/db/database';
import { DEMO_IDS, DEMO_LINK_CODE } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';

async function openAs(route: string, heading: string | RegExp) {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
  renderApp({ route, preloadedState: sessionState(DEMO_USERS.client) });
  expect(await screen.findByRole('heading', { level: 1, name: heading }, LAZY_LOAD)).toBeInTheDocument();
}

describe('family welcome (/cliente/boas-vindas)', () => {
  test('shows the next events with tickets, each child with classes, and the school messages', async () => {
    await openAs('/cliente/boas-vindas', /Olá/);
    const events = await screen.findByRole('region', { name: t('family.welcome.nextEvents') });
    const nextEventTitle = db.tables.events.find((e) => e.id === 'ev-0001')?.title ?? '';
    expect(within(events).getByText(nextEventTitle)).toBeInTheDocument();
    expect(
      within(events).getAllByRole('link', { name: t('family.welcome.instructions') })[0],
    ).toHaveAttribute('href', expect.stringMatching(/^\/cliente\/instrucoes\//));
    const children = screen.getByRole('region', { name: t('family.welcome.children') });
    expect(within(children).getByRole('heading', { name: 'Lucas Souza' })).toBeInTheDocument();
    expect(within(children).getByRole('heading', { name: 'Beatriz Souza' })).toBeInTheDocument();
    expect(within(children).getByText(t('family.child.notLinked'))).toBeInTheDocument();
    const messages = screen.getByRole('region', { name: t('family.welcome.messages') });
    expect(within(messages).getAllByText('Escola Aurora').length).toBeGreaterThan(0);
  });
});

describe('dependents (/cliente/dependentes)', () => {
  test('the form refuses a bad name and a birth date in the future, in pt-BR', () => {
    const future = new Date(Date.now() + 86_400_000 * 3).toISOString().slice(0, 10);
    const result = dependentBodySchema.safeParse({
      name: 'A',
      birthDate: future,
      grade: null,
      avatarUrl: null,
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toEqual(
      expect.arrayContaining(['family.error.nameShort', 'family.error.birthDateFuture']),
    );
    expect(t('family.error.birthDateFuture')).toBe('A data de nascimento não pode estar no futuro.');
  });

  test(
    'adding with nothing filled shows each error on its field; editing saves and keeps the list current',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      await openAs('/cliente/dependentes', t('route.client.dependents'));
      await screen.findByRole('heading', { level: 2, name: 'Beatriz Souza' });

      await user.click(screen.getByRole('button', { name: t('family.dependents.add') }));
      const dialog = await screen.findByRole('dialog', { name: t('family.dependents.addTitle') });
      await user.click(within(dialog).getByRole('button', { name: t('common.save') }));
      expect(await within(dialog).findByText(t('family.error.nameShort'))).toBeInTheDocument();
      expect(within(dialog).getByText(t('family.error.birthDate'))).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: t('common.cancel') }));

      await user.click(
        screen.getByRole('button', { name: t('family.dependents.edit', { name: 'Beatriz Souza' }) }),
      );
      const edit = await screen.findByRole('dialog', { name: t('family.dependents.editTitle') });
      const name = within(edit).getByRole('textbox', { name: new RegExp(t('family.field.name')) });
      await user.clear(name);
      await user.type(name, 'Beatriz Lima Souza');
      await user.click(within(edit).getByRole('button', { name: t('common.save') }));
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Beatriz Lima Souza' }),
      ).toBeInTheDocument();
      expect(db.tables.dependents.find((d) => d.id === 'dep-family-2')?.name).toBe('Beatriz Lima Souza');
    },
  );

  test(
    "links a child with the school's code: format and unknown codes are refused on the field",
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      await openAs('/cliente/dependentes', t('route.client.dependents'));
      await screen.findByRole('heading', { level: 2, name: 'Beatriz Souza' });
      await user.click(screen.getByRole('button', { name: t('family.child.linkCta') }));
      const dialog = await screen.findByRole('dialog', {
        name: t('family.link.title', { name: 'Beatriz Souza' }),
      });
      const code = within(dialog).getByRole('textbox', { name: new RegExp(t('family.field.code')) });

      await user.type(code, 'abc');
      await user.click(within(dialog).getByRole('button', { name: t('family.link.submit') }));
      expect(await within(dialog).findByText(t('family.error.codeFormat'))).toBeInTheDocument();

      await user.clear(code);
      await user.type(code, 'aur-zzzzzz');
      expect(code).toHaveValue('AUR-ZZZZZZ');
      await user.click(within(dialog).getByRole('button', { name: t('family.link.submit') }));
      expect(
        await within(dialog).findByText('Código não encontrado. Confira com a escola e tente de novo.'),
      ).toBeInTheDocument();
      expect(code).toHaveValue('AUR-ZZZZZZ');

      await user.clear(code);
      await user.type(code, DEMO_LINK_CODE);
      await user.click(within(dialog).getByRole('button', { name: t('family.link.submit') }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const beatriz = db.tables.dependents.find((d) => d.id === 'dep-family-2');
      expect(beatriz?.studentId).toBe('st-beatriz');
      expect(await screen.findByText(/Escola Aurora · Infantil 4/)).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: t('family.link.undo') })).toHaveLength(2);
    },
  );
});

describe('family courses (/cliente/cursos)', () => {
  test(
    "lists each child's classes and enrols a child in a free course at once",
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      await openAs('/cliente/cursos', t('route.client.courses'));
      const mine = await screen.findByRole('region', { name: t('family.courses.mine') });
      expect(within(mine).getByText(t('family.courses.none', { name: 'Beatriz Souza' }))).toBeInTheDocument();

      const free = db.tables.courses.find((c) => c.id === 'course-04');
      const open = screen.getByRole('region', { name: t('family.courses.open') });
      await user.click(
        within(open).getByRole('button', {
          name: t('family.courses.enrollIn', { course: free?.title ?? '' }),
        }),
      );
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('radio', { name: 'Beatriz Souza' }));
      await user.click(within(dialog).getByRole('button', { name: t('family.enroll.confirmFree') }));
      expect(
        await within(dialog).findByText(
          t('family.enroll.done', { name: 'Beatriz Souza', course: free?.title ?? '' }),
        ),
      ).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: t('common.close') }));
      await waitFor(() =>
        expect(
          within(mine).queryByText(t('family.courses.none', { name: 'Beatriz Souza' })),
        ).not.toBeInTheDocument(),
      );
      expect(db.tables.familyEnrollments.filter((e) => e.dependentId === 'dep-family-2')).toHaveLength(1);
    },
  );

  test(
    'a paid course holds the seat with a PIX code and becomes active when paid',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      await openAs('/cliente/cursos', t('route.client.courses'));
      const paid = db.tables.courses.find((c) => c.id === 'course-02');
      const open = await screen.findByRole('region', { name: t('family.courses.open') });
      await user.click(
        within(open).getByRole('button', {
          name: t('family.courses.enrollIn', { course: paid?.title ?? '' }),
        }),
      );
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('radio', { name: 'Beatriz Souza' }));
      await user.click(within(dialog).getByRole('button', { name: t('family.enroll.confirmPaid') }));
      await user.click(await within(dialog).findByRole('button', { name: t('family.enroll.simulate') }));
      expect(
        await within(dialog).findByText(
          t('family.enroll.done', { name: 'Beatriz Souza', course: paid?.title ?? '' }),
        ),
      ).toBeInTheDocument();
      expect(db.tables.familyEnrollments.find((e) => e.dependentId === 'dep-family-2')?.status).toBe(
        'active',
      );
    },
  );
});

describe('instructions (/cliente/instrucoes/:id)', () => {
  test("an event's instructions show when, where, what to bring and a QR per ticket; printable", async () => {
    const print = vi.fn();
    window.print = print;
    const user = userEvent.setup();
    const event = db.tables.events.find((e) => e.id === 'ev-0001');
    await openAs('/cliente/instrucoes/ev-0001', event?.title ?? '');
    expect(screen.getByRole('heading', { name: t('family.instructions.bring') })).toBeInTheDocument();
    expect(screen.getByTitle(t('family.instructions.qrOf', { name: 'Joaquim Souza' }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('family.instructions.print') }));
    expect(print).toHaveBeenCalled();
  });

  test('an event or class the family does not have says so instead of showing someone else’s codes', async () => {
    const stranger = db.tables.events.find(
      (e) => !db.tables.attendees.some((a) => a.eventId === e.id && a.buyerId === DEMO_IDS.family),
    );
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
    renderApp({
      route: `/cliente/instrucoes/${stranger?.id ?? 'x'}`,
      preloadedState: sessionState(DEMO_USERS.client),
    });
    expect(
      await screen.findByText(t('family.instructions.notFoundTitle'), {}, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR/ })).not.toBeInTheDocument();
  });
});
