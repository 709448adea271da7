import { screen, waitFor, within } from '@testing-library/react';
import { LAZY_LOAD, renderApp, sessionState, stubScreenWidth, t } from '@tests/render';

const guest = sessionState(null);

function link(name: string) {
  return screen.getByRole('link', { name });
}

describe('home page', () => {
  test('paints the hero, the audiences, how it works and a start row with the right sign-up links', async () => {
    renderApp({ route: '/', preloadedState: guest });
    expect(
      await screen.findByRole('heading', { level: 1, name: t('home.hero.title') }, LAZY_LOAD),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(link(t('home.hero.ctaEvents'))).toHaveAttribute('href', '/eventos');
    expect(
      screen.getByRole('heading', { level: 2, name: t('landing.home.steps.title') }),
    ).toBeInTheDocument();
    for (const [id, href] of [
      ['home.audience.families.title', '/para-voce'],
      ['home.audience.educators.title', '/educadores'],
      ['home.audience.companies.title', '/empresas'],
    ] as const) {
      expect(screen.getByRole('link', { name: new RegExp(t(id)) })).toHaveAttribute('href', href);
    }
    expect(link(t('landing.home.start.family'))).toHaveAttribute('href', '/register?role=2');
    expect(link(t('landing.home.start.school'))).toHaveAttribute('href', '/register?role=4');
    expect(link(t('landing.home.start.producer'))).toHaveAttribute('href', '/register?role=3');
    expect(link('Entrar como família')).toHaveAttribute('href', '/login-clientes');
    expect(link('entrar como escola ou produtor')).toHaveAttribute('href', '/login');
  });

  test('on a phone the site’s menu opens with its sections and sign-ins, and a section closes it', async () => {
    stubScreenWidth(360, { touch: true });
    const { user, router } = renderApp({ route: '/', preloadedState: guest });
    await screen.findByRole('heading', { level: 1, name: t('home.hero.title') }, LAZY_LOAD);
    await user.click(screen.getByRole('button', { name: t('public.nav.open') }));
    const menu = await screen.findByRole('navigation', { name: t('public.nav.label') }, LAZY_LOAD);
    expect(within(menu).getByRole('link', { name: t('public.nav.loginClients') })).toHaveAttribute(
      'href',
      '/login-clientes',
    );
    await user.click(within(menu).getByRole('link', { name: t('public.nav.educators') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/educadores'));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: t('public.nav.label') })).not.toBeInTheDocument(),
    );
  });

  test('shows up to four featured events from the catalogue, each linking to its page', async () => {
    renderApp({ route: '/', preloadedState: guest });
    const section = await screen.findByRole('region', { name: t('landing.home.featured.title') }, LAZY_LOAD);
    const eventLinks = await waitFor(() => {
      const links = within(section)
        .getAllByRole('link')
        .filter((a) => a.getAttribute('href')?.startsWith('/eventos/'));
      expect(links.length).toBeGreaterThan(0);
      return links;
    }, LAZY_LOAD);
    expect(eventLinks.length).toBeLessThanOrEqual(4);
    for (const card of eventLinks) {
      expect(card.getAttribute('href')).toMatch(/^\/eventos\/ev-\d{4}$/);
      expect(within(card).getByRole('heading', { level: 3 })).toBeInTheDocument();
    }
    expect(within(section).getByRole('link', { name: t('landing.home.featured.all') })).toHaveAttribute(
      'href',
      '/eventos',
    );
  });
});

describe('audience pages', () => {
  test.each([
    [
      '/para-voce',
      'landing.families.hero.title',
      [
        ['landing.families.cta.register', '/register?role=2'],
        ['landing.families.cta.events', '/eventos'],
      ],
      'landing.families.faq.print.q',
      'landing.families.faq.print.a',
    ],
    [
      '/educadores',
      'landing.educators.hero.title',
      [
        ['landing.educators.cta.register', '/register?role=4'],
        ['landing.educators.cta.login', '/login'],
      ],
      'landing.educators.faq.offline.q',
      'landing.educators.faq.offline.a',
    ],
    [
      '/empresas',
      'landing.companies.hero.title',
      [
        ['landing.companies.cta.register', '/register?role=3'],
        ['landing.companies.cta.login', '/login'],
      ],
      'landing.companies.faq.fees.q',
      'landing.companies.faq.fees.a',
    ],
  ] as const)('%s: one h1, its calls to action and an FAQ that opens', async (route, titleId, ctas, q, a) => {
    const { user } = renderApp({ route, preloadedState: guest });
    expect(await screen.findByRole('heading', { level: 1 }, LAZY_LOAD)).toHaveTextContent(
      t(titleId, { brand: 'Lumi' }),
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const [labelId, href] of ctas) {
      const links = screen.getAllByRole('link', { name: t(labelId) });
      // In the hero and again in the closing banner.
      expect(links.length).toBeGreaterThanOrEqual(2);
      for (const l of links) expect(l).toHaveAttribute('href', href);
    }
    const question = screen.getByRole('button', { name: t(q, { brand: 'Lumi' }) });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: t(q, { brand: 'Lumi' }) })).toHaveTextContent(
      t(a, { brand: 'Lumi' }),
    );
  });
});

describe('terms of use and privacy', () => {
  test('an index links to every section, and the LGPD sections are there', async () => {
    renderApp({ route: '/pages/terms-conditions', preloadedState: guest });
    expect(
      await screen.findByRole('heading', { level: 1, name: t('landing.terms.title') }, LAZY_LOAD),
    ).toBeInTheDocument();
    const index = screen.getByRole('navigation', { name: t('landing.terms.index') });
    const entries = within(index).getAllByRole('link');
    expect(entries.length).toBeGreaterThanOrEqual(15);
    for (const entry of entries) {
      const anchor = entry.getAttribute('href') ?? '';
      expect(anchor).toMatch(/^#[a-z-]+$/);
      const target = document.getElementById(anchor.slice(1));
      expect(target, anchor).not.toBeNull();
      expect(target?.tagName).toBe('H2');
      expect(target).toHaveTextContent(entry.textContent);
    }
    for (const id of [
      'landing.terms.controller.title',
      'landing.terms.purposes.title',
      'landing.terms.rights.title',
      'landing.terms.children.title',
      'landing.terms.retention.title',
      'landing.terms.dpo.title',
    ] as const) {
      expect(within(index).getByRole('link', { name: (name) => name.endsWith(t(id)) })).toBeInTheDocument();
    }
    const dpo = screen.getAllByRole('link', { name: 'privacidade@lumi.app.br' });
    expect(dpo[0]).toHaveAttribute('href', 'mailto:privacidade@lumi.app.br');
  });
});
