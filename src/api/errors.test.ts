import { isDefinitiveRefusal } from './errors';

describe('isDefinitiveRefusal', () => {
  it('takes a 4xx as final, except auth, timeout and rate limit', () => {
    expect(isDefinitiveRefusal({ status: 409 })).toBe(true);
    expect(isDefinitiveRefusal({ status: 422 })).toBe(true);
    expect(isDefinitiveRefusal({ status: 401 })).toBe(false);
    expect(isDefinitiveRefusal({ status: 408 })).toBe(false);
    expect(isDefinitiveRefusal({ status: 429 })).toBe(false);
    expect(isDefinitiveRefusal({ status: 500 })).toBe(false);
    expect(isDefinitiveRefusal({ status: null })).toBe(false);
  });
});
