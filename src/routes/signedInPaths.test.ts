import { authRoutes } from './auth';
import { guardedAreas, redirects } from './areas';
import { publicRoutes, templateRoutes } from './public';
import { maySignedInPageBeAt } from './signedInPaths';

describe('the signed-in route table, loaded when first needed', () => {
  test('every signed-in page and forwarding path is under a prefix that loads it', () => {
    const paths = [
      ...guardedAreas.flatMap((area) => area.routes.map((r) => r.path)),
      ...redirects.map((r) => r.path),
    ];
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((path) => !maySignedInPageBeAt(path))).toEqual([]);
  });

  test('a public page with a parameter does not wait for it', () => {
    const withParams = [...publicRoutes, ...authRoutes].map((r) => r.path).filter((p) => p.includes(':'));
    expect(withParams.length).toBeGreaterThan(0);
    expect(withParams.filter((path) => maySignedInPageBeAt(path))).toEqual([]);
    expect(maySignedInPageBeAt('/eventos/ev-0001?x=1')).toBe(false);
    expect(maySignedInPageBeAt('/cliente/boas-vindas?aba=1')).toBe(true);
    expect(maySignedInPageBeAt('/clientela')).toBe(false);
  });

  test('the public template demos have no parameter, so the router never offers them for discovery', () => {
    // Under /pages they match their own static routes first: the signed-in table is not loaded for them.
    expect(templateRoutes.every((r) => !r.path.includes(':'))).toBe(true);
  });
});
