/**
 * Which message ids a piece of the app can show: walks the source import graph from a module (static
 * imports, re-exports and `import()` alike, since a lazy dialog of a page is part of that page) and
 * collects the catalogue ids its files name. Used by the route catalogue check
 * (tests/i18n/routeMessages.test.ts): every id a route can show must be in the catalogues it loads.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');
const MESSAGES = join(SRC, 'i18n', 'messages');

/** pt-BR catalogue units: unit name -> its ids. */
export function catalogueUnits(locale = 'pt-BR'): Map<string, Set<string>> {
  const dir = join(MESSAGES, locale);
  const units = new Map<string, Set<string>>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const ids = Object.keys(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Record<string, string>);
    units.set(file.replace(/\.json$/, ''), new Set(ids));
  }
  return units;
}

interface ImportEdge {
  target: string;
  /** Imported names, or null for the whole module (side effects, `import()`, `export *`, namespaces). */
  names: string[] | null;
}

const IMPORT_STATEMENT =
  /\b(import|export)\s*(type\s+)?([\w$\s{},*]*?)\s*from\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveModule(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined; // a package: its texts are not ours
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile() && /\.(ts|tsx)$/.test(c));
}

/** `a, b as c, type T` -> ['a', 'b'] (the exported names), or null when the clause takes the whole module. */
function importedNames(clause: string): string[] | null {
  const braces = /\{([^}]*)\}/.exec(clause);
  if (!braces || /\*/.test(clause.replace(braces[0], ''))) return null;
  const names = (braces[1] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]?.trim() ?? '');
  return names.filter(Boolean);
}

const importCache = new Map<string, ImportEdge[]>();
function importsOf(file: string): ImportEdge[] {
  let edges = importCache.get(file);
  if (!edges) {
    edges = [];
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT_STATEMENT)) {
      if (match[2]) continue; // `import type …`: no code, no texts
      const specifier = match[4] ?? match[5] ?? match[6] ?? '';
      const target = resolveModule(file, specifier);
      if (!target) continue;
      edges.push({ target, names: match[4] ? importedNames(match[3] ?? '') : null });
    }
    importCache.set(file, edges);
  }
  return edges;
}

/**
 * The contract modules are data: one file holds many schemas, and a page that parses a list with one
 * schema never shows the form messages of another. Their texts are counted per imported name.
 */
const DATA_MODULE = /[\\/]src[\\/]api[\\/]contract[\\/]/;

/**
 * The endpoint table parses the server's answers; the request schemas it lists show their messages only
 * in the forms that import them by name, and those imports are counted there.
 */
const TEXT_FREE = /[\\/]api[\\/]contract[\\/]endpoints\.ts#(ENDPOINTS|findEndpoint)$/;

const declCache = new Map<string, Map<string, string>>();
/** Top-level declarations of a file: name -> source text (up to the next top-level declaration). */
function declarations(file: string): Map<string, string> {
  let decls = declCache.get(file);
  if (!decls) {
    decls = new Map();
    const lines = readFileSync(file, 'utf8').split('\n');
    let name: string | null = null;
    let text: string[] = [];
    const flush = () => {
      if (name) decls?.set(name, `${decls.get(name) ?? ''}\n${text.join('\n')}`);
    };
    for (const line of lines) {
      const decl =
        /^(?:export\s+)?(?:declare\s+)?(?:const|let|function|type|interface|enum|class)\s+([A-Za-z_$][\w$]*)/.exec(
          line,
        );
      if (decl || /^import\b/.test(line)) {
        flush();
        name = decl?.[1] ?? null;
        text = [];
      }
      text.push(line);
    }
    flush();
    declCache.set(file, decls);
  }
  return decls;
}

/** Local binding -> where it comes from, for the data-module imports of a file. */
function dataBindings(file: string): { named: Map<string, [string, string]>; spaces: Map<string, string> } {
  const named = new Map<string, [string, string]>();
  const spaces = new Map<string, string>();
  const code = readFileSync(file, 'utf8');
  for (const match of code.matchAll(/\bimport\s+(?!type\b)([\w$\s{},*]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const target = resolveModule(file, match[2] ?? '');
    if (!target || !DATA_MODULE.test(target)) continue;
    const clause = match[1] ?? '';
    const space = /\*\s*as\s+([\w$]+)/.exec(clause);
    if (space?.[1]) spaces.set(space[1], target);
    const braces = /\{([^}]*)\}/.exec(clause);
    for (const part of (braces?.[1] ?? '').split(',')) {
      const [orig, local] = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (orig) named.set((local ?? orig).trim(), [target, orig.trim()]);
    }
  }
  return { named, spaces };
}
export interface IdUse {
  file: string;
  /** A whole id, or the fixed start of an id built at run time (`events.category.${c}`). */
  id: string;
  prefix: boolean;
}

/** Every "a.", "a.b.", … start of every id, for recognising ids built at run time. */
export function idPrefixes(allIds: Iterable<string>): Set<string> {
  const prefixes = new Set<string>();
  for (const id of allIds) {
    const parts = id.split('.');
    for (let i = 1; i < parts.length; i += 1) prefixes.add(`${parts.slice(0, i).join('.')}.`);
  }
  return prefixes;
}

export const rel = (file: string) => relative(ROOT, file);

/** The ids an exported name of a data module can show, following the names it is built from. */
function dataNameUses(
  file: string,
  name: string,
  allIds: ReadonlySet<string>,
  prefixes: ReadonlySet<string>,
  seen: Set<string>,
  out: IdUse[],
): void {
  const key = `${file}#${name}`;
  if (seen.has(key) || TEXT_FREE.test(key)) return;
  seen.add(key);
  const text = declarations(file).get(name);
  if (text === undefined) {
    // Re-exported from another data module (`export { x } from './y'`, `export * from './y'`).
    for (const edge of importsOf(file))
      if (DATA_MODULE.test(edge.target) && (edge.names === null || edge.names.includes(name)))
        dataNameUses(edge.target, name, allIds, prefixes, seen, out);
    return;
  }
  out.push(...textUses(file, text, allIds, prefixes));
  const decls = declarations(file);
  const { named, spaces } = dataBindings(file);
  for (const token of new Set(text.match(/[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)?/g) ?? [])) {
    const [head = '', member] = token.split('.');
    if (head !== name && decls.has(head)) dataNameUses(file, head, allIds, prefixes, seen, out);
    const from = named.get(head);
    if (from) dataNameUses(from[0], from[1], allIds, prefixes, seen, out);
    const space = spaces.get(head);
    if (space && member) dataNameUses(space, member, allIds, prefixes, seen, out);
  }
}

function textUses(file: string, code: string, allIds: ReadonlySet<string>, prefixes: ReadonlySet<string>) {
  const uses: IdUse[] = [];
  for (const match of code.matchAll(/(['"])([a-zA-Z][\w-]*(?:\.[\w-]+)+)\1/g)) {
    const id = match[2] ?? '';
    if (allIds.has(id)) uses.push({ file, id, prefix: false });
  }
  for (const match of code.matchAll(/`([a-zA-Z][\w-]*(?:\.[\w-]+)*\.)\$\{/g)) {
    const id = match[1] ?? '';
    if (prefixes.has(id)) uses.push({ file, id, prefix: true });
  }
  return uses;
}

/**
 * Every id that the code reachable from `entries` can show. Modules in `stopAt` load their own texts
 * (another route's page, a layout) and are not entered.
 */
export function idsReachableFrom(
  entries: readonly string[],
  allIds: ReadonlySet<string>,
  stopAt: ReadonlySet<string> = new Set(),
): IdUse[] {
  const prefixes = idPrefixes(allIds);
  const uses: IdUse[] = [];
  const seenFiles = new Set<string>();
  const seenNames = new Set<string>();
  const stack = entries.map((e) => resolve(ROOT, e));
  while (stack.length > 0) {
    const file = stack.pop();
    if (file === undefined || seenFiles.has(file)) continue;
    seenFiles.add(file);
    if (DATA_MODULE.test(file)) {
      // Reached as a whole (a namespace import or `export *`): every declaration counts.
      for (const name of declarations(file).keys())
        dataNameUses(file, name, allIds, prefixes, seenNames, uses);
      continue;
    }
    uses.push(...textUses(file, readFileSync(file, 'utf8'), allIds, prefixes));
    for (const edge of importsOf(file)) {
      if (stopAt.has(edge.target) || seenFiles.has(edge.target)) continue;
      if (DATA_MODULE.test(edge.target) && edge.names !== null) {
        for (const name of edge.names) dataNameUses(edge.target, name, allIds, prefixes, seenNames, uses);
      } else stack.push(edge.target);
    }
  }
  return uses;
}
