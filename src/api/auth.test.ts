import { login } from './auth';

describe('login', () => {
  test('when the HTTP client cannot be fetched (offline), it answers as an unreachable server', async () => {
    const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    await expect(login({ login_cell: '11922222222', pass_token: 'Lumi@2026' }, offline)).resolves.toEqual({
      flag: false,
      msg: 'errors.auth.login',
      fromServer: false,
      status: null,
    });
  });
});
