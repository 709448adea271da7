import { configure, screen, within } from '@testing-library/react';
import { renderApp, sessionState, t } from '@tests/render';
import type { User } from '@/api/auth';
import { DEMO_IDS } from '@/mocks/db/seed';
import { signToken } from '@/mocks/jwt';

vi.setConfig({ testTimeout: 120_000 });
configure({ asyncUtilTimeout: 15_000 });
const FIRST_LOAD = { timeout: 20_000 } as const;

const CARLA: User = {
  id: DEMO_IDS.family,
  role: '2',
  name: 'Carla Souza',
  first_name: 'Carla',
  last_name: 'Souza',
  email_address: 'carla.souza@exemplo.com.br',
  login_cell: '11922222222',
  url_perfil: null,
};

async function open(route: string) {
  localStorage.setItem('serviceToken', await signToken(DEMO_IDS.family, '2'));
  return renderApp({ route, preloadedState: sessionState(CARLA) });
}

// Profiles 1 and 2 are other layouts of profile3's account data: the same forms, filled from the session.
describe('account profiles 1 and 2 (/apps/user/account-profile/profile1, profile2)', () => {
  test('profile1 shows who is signed in beside the profile form, and the password form under it', async () => {
    await open('/apps/user/account-profile/profile1');
    await screen.findByRole('heading', { level: 1, name: t('route.user.accountProfile1') }, FIRST_LOAD);
    // The phone in the summary, and under the form (where it cannot be edited).
    expect(screen.getAllByText('(11) 92222-2222')).toHaveLength(2);
    const profile = screen.getByRole('region', { name: t('account.tab.profile') });
    expect(within(profile).getByRole('textbox', { name: t('auth.field.email') })).toHaveValue(
      'carla.souza@exemplo.com.br',
    );
    const password = screen.getByRole('region', { name: t('account.tab.password') });
    expect(within(password).getByRole('button', { name: t('account.password.save') })).toBeVisible();
  });

  test('profile2 shows one section at a time, chosen from its menu', async () => {
    const { user } = await open('/apps/user/account-profile/profile2');
    await screen.findByRole('heading', { level: 1, name: t('route.user.accountProfile2') }, FIRST_LOAD);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: t('account.profile.save') })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: t('account.tab.password') }));
    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: t('account.password.save') }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: t('account.profile.save') })).toBeNull();
  });
});
