import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { server } from '@/mocks/node';
import { formatCents } from '@/utils/br';

const guest = sessionState(null);

describe('school page /escolas/:id', () => {
  test('shows the school, its contacts, upcoming events and open courses', async () => {
    renderApp({ route: '/escolas/school-aurora', preloadedState: guest });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Escola Aurora' }, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByText(/Escola de ensino fundamental em São Paulo/)).toBeInTheDocument();

    const contacts = screen.getByRole('region', { name: t('events.school.contacts') });
    expect(within(contacts).getByRole('link', { name: '(11) 3333-4444' })).toHaveAttribute(
      'href',
      'tel:+551133334444',
    );
    expect(within(contacts).getByRole('link', { name: 'secretaria@escolaaurora.com.br' })).toHaveAttribute(
      'href',
      'mailto:secretaria@escolaaurora.com.br',
    );
    expect(within(contacts).getByRole('link', { name: /^escolaaurora\.com\.br/ })).toHaveAttribute(
      'href',
      'https://escolaaurora.com.br/',
    );
    expect(
      within(contacts)
        .getByRole('link', { name: /Ver no mapa/ })
        .getAttribute('href'),
    ).toContain('Rua%20das%20Flores');

    const events = screen.getByRole('region', { name: t('events.school.events') });
    const first = await within(events).findAllByRole('link', { name: /./ });
    expect(first.length).toBeGreaterThan(0);
    const schoolEventIds = new Set(
      db.tables.events.filter((e) => e.schoolId === 'school-aurora').map((e) => e.id),
    );
    for (const link of within(events)
      .getAllByRole('link')
      .filter((l) => l.getAttribute('href')?.startsWith('/eventos/'))) {
      expect(schoolEventIds.has(link.getAttribute('href')?.replace('/eventos/', '') ?? '')).toBe(true);
    }

    const courses = screen.getByRole('region', { name: t('events.school.courses') });
    const robotics = (await within(courses).findByRole('heading', { name: 'Robótica Criativa' })).closest(
      'li',
    );
    expect(robotics).toHaveTextContent(t('events.price.free'));
    const english = db.tables.courses.find((c) => c.title === 'Inglês Divertido');
    const englishCard = within(courses).getByRole('heading', { name: 'Inglês Divertido' }).closest('li');
    expect(englishCard).toHaveTextContent(formatCents(english?.price ?? 0).replace(/\s/g, ' '));
    // Drafts are not on the public page.
    expect(
      within(courses).queryByRole('heading', { name: 'Programação com Blocos' }),
    ).not.toBeInTheDocument();
  });

  test('a school without events or courses says so', async () => {
    renderApp({ route: '/escolas/school-horizonte', preloadedState: guest });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Colégio Horizonte' }, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(await screen.findByText(t('events.school.noEvents'))).toBeInTheDocument();
    expect(await screen.findByText(t('events.school.noCourses'))).toBeInTheDocument();
    // No website: no link for it.
    const contacts = screen.getByRole('region', { name: t('events.school.contacts') });
    expect(within(contacts).queryByText(t('events.school.website'))).not.toBeInTheDocument();
  });

  test('courses that fail to load can be retried without reloading the page', async () => {
    server.use(
      http.get(
        '*/api/Course/public',
        () => HttpResponse.json({ flag: false, msg: 'Sem cursos agora' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const { user } = renderApp({ route: '/escolas/school-aurora', preloadedState: guest });
    const alert = await screen.findByRole('alert', {}, LAZY_LOAD);
    expect(alert).toHaveTextContent(t('events.school.coursesError'));
    await user.click(within(alert).getByRole('button', { name: t('common.retry') }));
    expect(await screen.findByRole('heading', { name: 'Robótica Criativa' })).toBeInTheDocument();
  });

  test('an unknown school: a clear not-found state', async () => {
    renderApp({ route: '/escolas/nao-existe', preloadedState: guest });
    expect(
      await screen.findByRole('heading', { level: 1, name: t('events.school.notFound.title') }, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('events.event.notFound.back') })).toHaveAttribute(
      'href',
      '/eventos',
    );
  });
});
