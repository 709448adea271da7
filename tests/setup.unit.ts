import { beforeAll } from 'vitest';

// Unit tests (src/**) never reach the API: a test that needs it belongs in tests/integration, where the
// mock API runs. Asking the network here fails at once with a clear reason.
beforeAll(() => {
  const refuse = () => {
    throw new Error('A unit test called the API: move it to tests/integration, where the mock API runs.');
  };
  globalThis.fetch = refuse;
  if (typeof XMLHttpRequest !== 'undefined') XMLHttpRequest.prototype.send = refuse;
});
