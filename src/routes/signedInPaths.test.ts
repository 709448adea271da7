import { authRoutes } from './auth';
import { guardedAreas, redirects } from './areas';
import { publicRoutes, templateRoutes } from './public';
import { signedInAreasAt } from './signedInPaths';

const maySignedInPageBeAt = (path: string) => signedInAreasAt(path).length > 0;

const pageModules = import.meta.glob<{ default: Record<string, unknown> }>('./pages/*.ts', { eager: true });

describe('the signed-in route table, loaded when first needed', () => {
  test("every signed-in page is under a prefix that loads its area's page modules, which name its page", () => {
    const misplaced = guardedAreas.flatMap((area) =>
      area.routes
        .filter((r) => !signedInAreasAt(r.path).includes(area.id))
        .map((r) => `${area.id} ${r.path}`),
    );
    expect(misplaced).toEqual([]);
    for (const area of guardedAreas) {
      const pages = pageModules[`./pages/${area.id}.ts`]?.default;
      expect(Object.keys(pages ?? {}), area.id).toEqual(area.routes.map((r) => r.id));
    }
    expect(Object.keys(pageModules).sort()).toEqual(guardedAreas.map((a) => `./pages/${a.id}.ts`).sort());
  });

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
    expect(signedInAreasAt('/produtor/eventos/ev-1/resumo')).toEqual(['producer', 'eventManagement']);
    expect(signedInAreasAt('/constructor')).toEqual([]);
  });

  test('the public template demos have no parameter, so the router never offers them for discovery', () => {
    // Under /pages they match their own static routes first: the signed-in table is not loaded for them.
    expect(templateRoutes.every((r) => !r.path.includes(':'))).toBe(true);
  });
});
