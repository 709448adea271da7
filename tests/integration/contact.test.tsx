import { configure, screen, waitFor, within } from '@testing-library/react';
import { DEMO_USERS, renderApp, sessionState, t } from '@tests/render';
import { db } from '@/mocks/db/database';
import { DEMO_IDS } from '@/mocks/db/seed';
import { FAULTS_KEY } from '@/mocks/faults';
import { signToken } from '@/mocks/jwt';

// Pages load lazily and the machines running the suite are shared: first loads get room.
vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 15_000 });
const FIRST_LOAD = { timeout: 20_000 } as const;

const storedContact = (name: string) => db.tables.contacts?.find((c) => c.name === name);
const openButton = (name: string) => screen.getByRole('button', { name: t('contact.open', { name }) });
const shownNames = () =>
  screen
    .getAllByRole('button', { name: /^Ver detalhes de / })
    .map((b) => b.getAttribute('aria-label')?.replace('Ver detalhes de ', ''));

async function openContacts(route = '/apps/contact/c-card') {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
  const app = renderApp({ route, preloadedState: sessionState(DEMO_USERS.company) });
  const heading = route.includes('c-list') ? 'contact.list.title' : 'contact.cards.title';
  await screen.findByRole('heading', { level: 1, name: t(heading) }, FIRST_LOAD);
  await screen.findByRole('button', { name: t('contact.open', { name: 'Adriana Lopes' }) }, FIRST_LOAD);
  return app;
}

afterEach(() => localStorage.removeItem(FAULTS_KEY));

describe('contacts (/apps/contact/c-card and c-list)', () => {
  test('/apps/contact opens the cards in A–Z groups; the search filters them and goes along to the list', async () => {
    const { user, router } = await openContacts('/apps/contact');
    expect(router.state.location.pathname).toBe('/apps/contact/c-card');
    expect(screen.getByRole('heading', { level: 2, name: 'A' })).toBeInTheDocument();

    const search = screen.getByRole('searchbox', { name: t('contact.search.label') });
    await user.type(search, 'vibra');
    await waitFor(() => expect(shownNames()).toEqual(['André Barbosa', 'Eduardo Pinto', 'Paulo Mendes']));
    // A phone number as it is written, and a name without its accents.
    await user.clear(search);
    await user.type(search, '3333-4444');
    await waitFor(() => expect(shownNames()).toEqual(['Fernanda Lima']));
    await user.clear(search);
    await user.type(search, 'claudia');
    await waitFor(() => expect(shownNames()).toEqual(['Cláudia Martins']));

    await user.click(screen.getByRole('link', { name: t('contact.nav.list') }));
    await screen.findByRole('heading', { level: 1, name: t('contact.list.title') });
    expect(router.state.location.search).toBe('?q=claudia');
    await waitFor(() => expect(shownNames()).toEqual(['Cláudia Martins']));
  });

  test('a contact edited in the side panel is saved, and still there after reading it again', async () => {
    const { user, unmount } = await openContacts();
    await user.click(openButton('Camila Ribeiro'));
    const panel = await screen.findByRole('dialog', { name: t('contact.details.title') });
    expect(within(panel).getByRole('link', { name: t('contact.details.call') })).toHaveAttribute(
      'href',
      'tel:+5511984442201',
    );
    await user.click(within(panel).getByRole('button', { name: t('common.edit') }));
    const role = await within(panel).findByRole('textbox', { name: t('contact.field.role') });
    await user.clear(role);
    await user.type(role, 'Coordenadora pedagógica');
    await user.click(within(panel).getByRole('button', { name: t('common.save') }));

    expect(await screen.findByText(t('contact.saved', { name: 'Camila Ribeiro' }))).toBeInTheDocument();
    expect(await within(panel).findByText('Coordenadora pedagógica')).toBeInTheDocument();
    expect(storedContact('Camila Ribeiro')?.role).toBe('Coordenadora pedagógica');

    unmount();
    await openContacts('/apps/contact/c-list');
    expect(openButton('Camila Ribeiro')).toHaveTextContent('Coordenadora pedagógica');
  });

  test('a new contact with an invalid phone says so in pt-BR, keeps what was typed, and is saved once fixed (and can be deleted)', async () => {
    const { user } = await openContacts();
    await user.click(screen.getByRole('button', { name: t('contact.add') }));
    const panel = await screen.findByRole('dialog', { name: t('contact.form.newTitle') });
    await user.type(
      within(panel).getByRole('textbox', { name: new RegExp(t('contact.field.name')) }),
      'Rosa Tavares',
    );
    const phone = within(panel).getByRole('textbox', { name: t('contact.field.phone') });
    await user.type(phone, '1191234');
    await user.click(within(panel).getByRole('button', { name: t('common.save') }));

    expect(await within(panel).findByText(t('contact.validation.phone.invalid'))).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: new RegExp(t('contact.field.name')) })).toHaveValue(
      'Rosa Tavares',
    );
    expect(storedContact('Rosa Tavares')).toBeUndefined();

    await user.type(phone, '5678');
    expect(phone).toHaveValue('(11) 91234-5678');
    await user.click(within(panel).getByRole('button', { name: t('common.save') }));
    const details = await screen.findByRole('dialog', { name: t('contact.details.title') });
    expect(within(details).getByText('(11) 91234-5678')).toBeInTheDocument();
    await waitFor(() => expect(storedContact('Rosa Tavares')?.phone).toBe('11912345678'));
    await user.click(within(details).getByRole('button', { name: t('common.close') }));
    expect(
      await screen.findByRole('button', { name: t('contact.open', { name: 'Rosa Tavares' }) }),
    ).toBeVisible();

    // And deleted again, after saying yes.
    await user.click(openButton('Rosa Tavares'));
    const again = await screen.findByRole('dialog', { name: t('contact.details.title') });
    await user.click(within(again).getByRole('button', { name: t('common.delete') }));
    const confirm = await screen.findByRole('dialog', {
      name: t('contact.delete.title', { name: 'Rosa Tavares' }),
    });
    await user.click(within(confirm).getByRole('button', { name: t('common.delete') }));
    expect(await screen.findByText(t('contact.deleted', { name: 'Rosa Tavares' }))).toBeInTheDocument();
    await waitFor(() => expect(storedContact('Rosa Tavares')).toBeUndefined());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: t('contact.open', { name: 'Rosa Tavares' }) })).toBeNull(),
    );
  });

  test('a failed load shows the error with "Tentar novamente", and the retry loads the contacts', async () => {
    localStorage.setItem(
      FAULTS_KEY,
      JSON.stringify({ endpoints: { 'GET /api/contact/list': { status: 503 } } }),
    );
    localStorage.setItem('serviceToken', await signToken(DEMO_IDS.school, '4'));
    const { user } = renderApp({
      route: '/apps/contact/c-card',
      preloadedState: sessionState(DEMO_USERS.company),
    });
    const retry = await screen.findByRole('button', { name: t('common.retry') }, FIRST_LOAD);
    expect(screen.getByText(t('errors.contact.load'))).toBeInTheDocument();

    localStorage.removeItem(FAULTS_KEY);
    await user.click(retry);
    expect(
      await screen.findByRole('button', { name: t('contact.open', { name: 'Adriana Lopes' }) }),
    ).toBeVisible();
    expect(screen.queryByText(t('errors.contact.load'))).not.toBeInTheDocument();
  });
});
