import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LAZY_LOAD, renderApp, sessionState, t, DEMO_USERS } from '@tests/render';
import { matchesQuery } from '@/features/help/topics';

/** The results line as the plural message renders it in pt-BR. */
const results = (count: number) => `${count} ${count === 1 ? 'pergunta' : 'perguntas'}`;

async function openHelp(route: string, user: (typeof DEMO_USERS)[keyof typeof DEMO_USERS]) {
  renderApp({ route, preloadedState: sessionState(user) });
  expect(
    await screen.findByRole('heading', { level: 1, name: t('route.help') }, LAZY_LOAD),
  ).toBeInTheDocument();
}

describe('help pages', () => {
  test('search ignores accents and case', () => {
    expect(matchesQuery('Como faço a chamada da turma?', 'CHAMADA faco')).toBe(true);
    expect(matchesQuery('E se a internet cair?', 'presença')).toBe(false);
    expect(matchesQuery('Reembolso e presença', 'presenca')).toBe(true);
  });

  test.each([
    ['/cliente/ajuda', DEMO_USERS.client, 'help.client.1.q'],
    ['/produtor/ajuda', DEMO_USERS.producer, 'help.producer.5.q'],
    ['/empresa/ajuda', DEMO_USERS.company, 'help.company.2.q'],
    ['/admin/ajuda', DEMO_USERS.admin, 'help.admin.6.q'],
  ] as const)('%s shows its own audience questions', async (route, user, questionId) => {
    await openHelp(route, user);
    expect(screen.getByRole('heading', { level: 2, name: t(questionId) })).toBeInTheDocument();
    expect(screen.getByText(results(7))).toBeInTheDocument();
  });

  test(
    'filters by words and by topic, opens an answer, and offers a way out when nothing matches',
    { timeout: 30_000 },
    async () => {
      const user = userEvent.setup();
      await openHelp('/empresa/ajuda', DEMO_USERS.company);
      const search = screen.getByRole('searchbox', { name: t('help.search.label') });

      await user.type(search, 'internet');
      expect(await screen.findByText(results(1))).toBeInTheDocument();
      const question = screen.getByRole('button', { name: t('help.company.2.q') });
      await user.click(question);
      expect(question).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText(t('help.company.2.a'))).toBeVisible();

      await user.clear(search);
      await user.type(search, 'xyzzy');
      expect(await screen.findByText(t('help.empty.title', { query: 'xyzzy' }))).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: t('common.clearFilters') }));
      expect(search).toHaveValue('');

      const topics = screen.getByRole('group', { name: t('help.groups.label') });
      await user.click(within(topics).getByRole('button', { name: t('help.group.students') }));
      expect(await screen.findByText(results(2))).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: t('help.company.1.q') })).not.toBeInTheDocument();
    },
  );
});
