import { act, screen, within } from '@testing-library/react';
import { DEMO_USERS, LAZY_LOAD, renderApp, sessionState, t } from '@tests/render';
import type { DemoTools } from '@/hooks/useDemoTools';
import { loadCatalogues } from '@/i18n/catalogue';
import DevPanel from '@/mocks/DevPanel';
import { db } from '@/mocks/db/database';
import { readFaults } from '@/mocks/faults';

// Mock mode's demo tools (fault injection, seed size, reset demo data) float over nothing: in the
// signed-in shell they are a section of the customization drawer, on public pages a link in the footer
// (issue "Phone-first polish", section 1). main.tsx hands them to the app the same way.
const demoTools: DemoTools = (placement) => <DevPanel placement={placement} />;

/** The school's shell with the customization drawer open. */
async function openDrawer(tools?: DemoTools) {
  const utils = renderApp({
    route: '/empresa/professores',
    preloadedState: sessionState(DEMO_USERS.company),
    demoTools: tools,
  });
  // What main.tsx loads beside the mock in mock mode.
  await act(() => loadCatalogues(['devtools']));
  await screen.findByRole('heading', { level: 1, name: t('route.company.teachers') }, LAZY_LOAD);
  await utils.user.click(screen.getByRole('button', { name: 'Personalizar ao vivo' }));
  const drawer = await screen.findByRole('dialog', { name: 'Personalização do tema' });
  await within(drawer).findByRole('tablist', {}, LAZY_LOAD);
  return { ...utils, drawer };
}

describe('demo tools', () => {
  it('open from their section of the customization drawer: faults are set and cleared, demo data reset', async () => {
    const { drawer, user } = await openDrawer(demoTools);
    const section = within(drawer).getByRole('region', { name: 'Ferramentas de demonstração' });
    await user.click(within(section).getByRole('button', { name: 'Abrir ferramentas de demonstração' }));
    const panel = await screen.findByRole('dialog', { name: 'API de demonstração' });

    // Fault injection: what is typed is what the mock reads on its next request.
    const latency = within(panel).getByRole('spinbutton', { name: 'Atraso (ms)' });
    await user.clear(latency);
    await user.type(latency, '300');
    const errorRate = within(panel).getByRole('spinbutton', { name: 'Taxa de erro (%)' });
    await user.clear(errorRate);
    await user.type(errorRate, '25');
    expect(readFaults()).toMatchObject({ latencyMs: 300, errorRate: 0.25 });
    await user.click(within(panel).getByRole('button', { name: 'Limpar falhas' }));
    expect(readFaults()).toEqual({});

    // Reset demo data: asked first, then the seeded world and no faults, back at the start page.
    await user.type(latency, '500');
    const reset = vi.spyOn(db, 'reset');
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    await user.click(within(panel).getByRole('button', { name: 'Restaurar dados de demonstração' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(reset).not.toHaveBeenCalled();
    await user.click(within(panel).getByRole('button', { name: 'Restaurar dados de demonstração' }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(readFaults()).toEqual({});
    expect(assign).toHaveBeenCalledWith('/');

    // Closing the tools goes back to the drawer, where they were opened from.
    await user.click(within(panel).getByRole('button', { name: t('common.close') }));
    expect(screen.queryByRole('dialog', { name: 'API de demonstração' })).not.toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Abrir ferramentas de demonstração' })).toHaveFocus();
  });

  it('are not in the drawer of a build without the mock API', async () => {
    const { drawer } = await openDrawer();
    expect(within(drawer).getByRole('button', { name: t('customization.reset') })).toBeInTheDocument();
    expect(within(drawer).queryByRole('region', { name: 'Ferramentas de demonstração' })).toBeNull();
    expect(screen.queryByRole('button', { name: /ferramentas de demonstração/i })).toBeNull();
  });

  it('open from the footer of a public page', async () => {
    const { user } = renderApp({ route: '/para-voce', demoTools });
    await act(() => loadCatalogues(['devtools']));
    await screen.findByRole('heading', { level: 1 }, LAZY_LOAD);
    const footer = screen.getByRole('contentinfo');
    await user.click(await within(footer).findByRole('button', { name: 'Ferramentas de demonstração' }));
    const panel = await screen.findByRole('dialog', { name: 'API de demonstração' });
    expect(within(panel).getByRole('button', { name: 'Restaurar dados de demonstração' })).toBeEnabled();
  });
});
