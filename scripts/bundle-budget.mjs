// First-load JS budget for `/`, measured on a finished `vite build`.
// Usage: node scripts/bundle-budget.mjs [--dir dist] [--budget-kb 200] [--json e2e-out/bundle-report.json]
//
// First load = the entry <script type="module"> of index.html (app.html in a prerendered build), every <link rel="modulepreload">, and
// every chunk they import statically (followed recursively), each gzipped at level 9. Dynamic
// import() targets are the lazy chunks: they are listed, not counted. Exits 1 over budget.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

function parseArgs(argv) {
  const options = {
    dir: 'dist',
    budgetKb: 200,
    json: 'e2e-out/bundle-report.json',
    baseline: 'scripts/bundle-baseline.json',
    updateBaseline: false,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[(i += 1)];
    if (flag === '--dir') options.dir = value();
    else if (flag === '--budget-kb') options.budgetKb = Number(value());
    else if (flag === '--json') options.json = value();
    else if (flag === '--baseline') options.baseline = value();
    else if (flag === '--update-baseline') options.updateBaseline = true;
    else if (flag === '--help' || flag === '-h') {
      console.log(
        'node scripts/bundle-budget.mjs [--dir dist] [--budget-kb 200] [--json <file>] [--baseline <file>] [--update-baseline]',
      );
      process.exit(0);
    } else {
      console.error(`Unknown argument: ${argv[i]}`);
      process.exit(2);
    }
  }
  if (!Number.isFinite(options.budgetKb) || options.budgetKb <= 0) {
    console.error('--budget-kb must be a positive number');
    process.exit(2);
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
const dist = resolve(options.dir);
// A prerendered build keeps the plain SPA shell as app.html (its index.html is the home page, whose
// loader asks for the same entry and preloads after the first paint): the shell names them as tags.
const indexFile = existsSync(join(dist, 'app.html')) ? join(dist, 'app.html') : join(dist, 'index.html');
if (!existsSync(indexFile)) {
  console.error(`No ${relative(process.cwd(), indexFile)}: run \`npx vite build\` (or npm run build) first.`);
  process.exit(2);
}
const html = readFileSync(indexFile, 'utf8');

const attr = (tag, name) => new RegExp(`\\b${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
const tags = (name) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];

/** Maps an URL from index.html ("/assets/x.js", "./assets/x.js", "/base/assets/x.js") to a file in dist. */
function fileForUrl(url) {
  if (!url || /^([a-z]+:)?\/\//i.test(url)) return undefined;
  const path = url.split(/[?#]/)[0];
  const direct = join(dist, path);
  if (existsSync(direct)) return direct;
  // A non-root `base`: drop leading segments until the path exists in dist.
  const parts = path.split('/').filter(Boolean);
  for (let i = 1; i < parts.length; i += 1) {
    const candidate = join(dist, ...parts.slice(i));
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

const entryUrl = tags('script')
  .filter((t) => /type\s*=\s*["']module["']/i.test(t))
  .map((t) => attr(t, 'src'))
  .find(Boolean);
const entry = fileForUrl(entryUrl);
if (!entry) {
  console.error(`No <script type="module" src> found in ${relative(process.cwd(), indexFile)}.`);
  process.exit(2);
}
const preloads = tags('link')
  .filter((t) => /rel\s*=\s*["']modulepreload["']/i.test(t))
  .map((t) => fileForUrl(attr(t, 'href')))
  .filter(Boolean);
const initialCss = tags('link')
  .filter((t) => /rel\s*=\s*["']stylesheet["']/i.test(t))
  .map((t) => fileForUrl(attr(t, 'href')))
  .filter(Boolean);

// Static imports and re-exports only: `import"./a.js"`, `import{x}from"./a.js"`, `export*from"./a.js"`.
// `import("./a.js")` has a parenthesis after `import`, so it never matches.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$\s{},*]*?\s*from\s*)?["'](\.{1,2}\/[^"']+)["']/g;

function staticImports(file) {
  const code = readFileSync(file, 'utf8');
  const found = [];
  for (const match of code.matchAll(STATIC_IMPORT)) {
    const target = resolve(dirname(file), match[1]);
    if (target.endsWith('.js') && existsSync(target)) found.push(target);
  }
  return found;
}

const sizes = new Map();
function measure(file) {
  if (!sizes.has(file)) {
    const content = readFileSync(file);
    sizes.set(file, { raw: content.length, gzip: gzipSync(content, { level: 9 }).length });
  }
  return sizes.get(file);
}

// Breadth-first from the entry, then the preloads, so the table reads in load order.
const firstLoad = new Map(); // file -> how it got there
const queue = [[entry, 'entry'], ...preloads.map((f) => [f, 'modulepreload'])];
while (queue.length > 0) {
  const [file, via] = queue.shift();
  if (firstLoad.has(file)) continue;
  firstLoad.set(file, via);
  for (const imported of staticImports(file)) {
    if (!firstLoad.has(imported)) queue.push([imported, 'static import']);
  }
}

const name = (file) => posix.normalize(relative(dist, file).split('\\').join('/'));
const rows = [...firstLoad].map(([file, via]) => ({ file: name(file), via, ...measure(file) }));
const total = rows.reduce((sum, r) => ({ raw: sum.raw + r.raw, gzip: sum.gzip + r.gzip }), {
  raw: 0,
  gzip: 0,
});
const budget = Math.round(options.budgetKb * 1024);

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)],
  );
}
const assetsDir = join(dist, 'assets');
const assets = existsSync(assetsDir) ? walk(assetsDir) : [];
const lazy = assets
  .filter((f) => f.endsWith('.js') && !firstLoad.has(f))
  .map((f) => ({ file: name(f), ...measure(f) }))
  .sort((a, b) => b.gzip - a.gzip || a.file.localeCompare(b.file));
const sum = (list) =>
  list.reduce((s, r) => ({ raw: s.raw + r.raw, gzip: s.gzip + r.gzip }), { raw: 0, gzip: 0 });
const css = assets.filter((f) => f.endsWith('.css')).map((f) => ({ file: name(f), ...measure(f) }));
const cssTotal = sum(css);
const cssInitial = sum(initialCss.map((f) => ({ ...measure(f) })));
const lazyTotal = sum(lazy);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const LAZY_TITLE = `Lazy JS chunks (${lazy.length}, not in first load)`;
const nameWidth = Math.max(...[...rows, ...lazy].map((r) => r.file.length), LAZY_TITLE.length);
const viaWidth = Math.max(...rows.map((r) => r.via.length)) + 2;
const line = (label, via, raw, gzip, note = '') =>
  console.log(
    `${label.padEnd(nameWidth)}  ${via.padEnd(viaWidth)}${raw.padStart(11)}${gzip.padStart(11)}${note}`,
  );
const rule = () => console.log('-'.repeat(nameWidth + 2 + viaWidth + 22));

const over = total.gzip > budget;
const shownDir = relative(process.cwd(), dist);
console.log(`Bundle budget for ${shownDir.startsWith('..') ? dist : shownDir || '.'} (gzip level 9)\n`);
line('First load of / (JS)', 'via', 'raw', 'gzip');
rule();
for (const r of rows) line(r.file, r.via, kb(r.raw), kb(r.gzip));
rule();
line('total', '', kb(total.raw), kb(total.gzip));
line(
  'budget',
  '',
  '',
  kb(budget),
  `  ${over ? 'OVER BUDGET' : 'ok'} (${((total.gzip / budget) * 100).toFixed(0)}% used)`,
);
console.log('');
line(LAZY_TITLE, '', 'raw', 'gzip');
rule();
for (const r of lazy) line(r.file, '', kb(r.raw), kb(r.gzip));
rule();
line('lazy total', '', kb(lazyTotal.raw), kb(lazyTotal.gzip));
console.log('');
line(`CSS (${css.length} files)`, '', kb(cssTotal.raw), kb(cssTotal.gzip));
line('CSS linked from index.html', '', kb(cssInitial.raw), kb(cssInitial.gzip));

// What a visitor's browser really fetches to show a route: the first load above, the route's lazy
// chunks (layouts, guard transition, page) with their static imports, and the messages it loads (boot,
// its layout's, its own). Routes, pages and messages are read from the route table (src/routes), and
// module paths from Vite's manifest, so every route of the app is measured, in the table's order.
const SRC = resolve(dist, '..', 'src');
const ROOT = resolve(SRC, '..');
// The targets. A figure already over its target when the baseline was recorded may not grow past the
// recorded figure (plus 1 KB for noise), so no page gets heavier while the gap is closed; a route that is
// not in the baseline (a new page) must meet its target outright.
const LIMITS = {
  firstLoad: 120 * 1024, // `/`: entry + modulepreloads + boot messages
  shell: 200 * 1024, // signed-in shell: first load + MainLayout + its messages
  plain: 300 * 1024,
  heavy: 400 * 1024, // pages with the data grid, charts, FullCalendar or drag and drop (the kanban)
  game: 400 * 1024, // the card game's arena and avatar maker: the whole route within 400 KB
};
/** The card game's public pages: the match (engine, animation, survey) and the avatar maker. */
const GAME_ROUTES = new Set(['/arena-playtest', '/get-your-avatar']);
const RATCHET_SLACK = 1024;
const baselineFile = resolve(options.baseline);
const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : { rows: {} };
/** The enforced limit of a row: its target, or its recorded figure when that was already over. */
const limitFor = (key, target) => {
  const recorded = baseline.rows[key];
  return recorded !== undefined && recorded > target ? recorded + RATCHET_SLACK : target;
};
const HEAVY = /^@mui\/x-data-grid|^@mui\/x-charts|^@fullcalendar\/|^@hello-pangea\/dnd/;
const MAIN_LAYOUT = { modules: ['src/layouts/MainLayout/MainLayout.tsx'], messages: ['shell'] };
const MINIMAL_LAYOUT = { modules: ['src/layouts/MinimalLayout.tsx'], messages: [] };
const AUTH_LAYOUT = {
  modules: ['src/layouts/MinimalLayout.tsx', 'src/layouts/AuthTransition.tsx'],
  messages: [],
};
const SIGNED_IN_TABLE = 'src/routes/areas.ts';
const ROUTE_FILES = [
  ['src/routes/public.ts', MINIMAL_LAYOUT],
  ['src/routes/auth.ts', AUTH_LAYOUT],
  [SIGNED_IN_TABLE, MAIN_LAYOUT],
];

/** The page routes of a route file: id, path, page module and message units, in order. */
function readRoutes(file) {
  if (file === SIGNED_IN_TABLE) return readSignedInRoutes();
  const code = readFileSync(join(ROOT, file), 'utf8').replaceAll('${BRAND_SLUG}', 'lumis');
  const routes = [];
  const block =
    /\{\s*id: '([^']+)',\s*path: [`']([^`']+)[`'],([\s\S]*?)page: \(\) => import\('@\/([^']+)'\),?\s*\}/g;
  for (const match of code.matchAll(block)) {
    const messages = /messages: \[([^\]]*)\]/.exec(match[3])?.[1] ?? '';
    routes.push({
      id: match[1],
      path: match[2],
      page: `src/${match[4]}.tsx`,
      extra: [],
      messages: [...messages.matchAll(/'([^']+)'/g)].map((m) => m[1]),
    });
  }
  return [...routes, ...authVariantRoutes(code, routes)];
}

/**
 * The signed-in pages: the table (src/routes/areas.ts) names each area's routes, the area's page modules
 * (src/routes/pages/<area>.ts) name each route's page, and the router loads, beside the page, the page
 * modules of every area its path's prefix may hold (src/routes/signedInPaths.ts): those count too.
 */
function readSignedInRoutes() {
  const read = (file) => readFileSync(join(ROOT, file), 'utf8');
  const areasAt = new Map(
    [...read('src/routes/signedInPaths.ts').matchAll(/^\s*'(\/[\w-]+)': \[([^\]]*)\],/gm)].map((m) => [
      m[1],
      [...m[2].matchAll(/'(\w+)'/g)].map((a) => a[1]),
    ]),
  );
  if (areasAt.size === 0) throw new Error('No prefix found in src/routes/signedInPaths.ts');
  const table = read(SIGNED_IN_TABLE).replaceAll('${BRAND_SLUG}', 'lumis');
  const routes = [];
  for (const area of table.split(/^const \w+: GuardedArea = \{/m).slice(1)) {
    const areaId = /^\s*id: '(\w+)'/.exec(area)?.[1];
    const pagesFile = `src/routes/pages/${areaId}.ts`;
    if (!areaId || !existsSync(join(ROOT, pagesFile))) throw new Error(`No page modules for area ${areaId}`);
    const pages = read(pagesFile);
    const named = new Map(
      [...pages.matchAll(/^const (\w+): PageModule = \(\) => import\('@\/([^']+)'\);$/gm)].map((m) => [
        m[1],
        m[2],
      ]),
    );
    const block = /\{\s*id: '([^']+)',\s*path: [`']([^`']+)[`'],([^{}]*)\}/g;
    for (const match of area.matchAll(block)) {
      const entry = new RegExp(`^\\s*${match[1]}: (?:\\(\\) => import\\('@/([^']+)'\\)|(\\w+)),$`, 'm').exec(
        pages,
      );
      const page = entry?.[1] ?? named.get(entry?.[2]);
      if (!page) throw new Error(`No page module for route ${match[1]} in ${pagesFile}`);
      const areas = areasAt.get(`/${match[2].split('/')[1]}`);
      if (!areas?.includes(areaId)) throw new Error(`${match[2]} is under no prefix of area ${areaId}`);
      const messages = /messages: \[([^\]]*)\]/.exec(match[3])?.[1] ?? '';
      routes.push({
        id: match[1],
        path: match[2],
        page: `src/${page}.tsx`,
        extra: areas.map((a) => `src/routes/pages/${a}.ts`),
        messages: [...messages.matchAll(/'([^']+)'/g)].map((m) => m[1]),
      });
    }
  }
  return routes;
}

/**
 * The sign-in pages' template presentations (/pages/login/login1..3 …), generated in src/routes/auth.ts
 * from its PRESENTED table: the plain page and its messages, with the presentation's layout it loads.
 */
function authVariantRoutes(code, plainRoutes) {
  const table = /const PRESENTED[^{]*\{([\s\S]*?)\};/.exec(code)?.[1];
  if (!table) return [];
  const variants = /AUTH_VARIANTS = \[([^\]]*)\]/
    .exec(readFileSync(join(ROOT, 'src/features/auth/variants/authVariants.ts'), 'utf8'))?.[1]
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (!variants?.length) throw new Error('No AUTH_VARIANTS in src/features/auth/variants/authVariants.ts');
  const routes = [];
  for (const [, kind, plainId] of table.matchAll(/'?([\w-]+)'?: '(\w+)'/g)) {
    const plain = plainRoutes.find((r) => r.id === plainId);
    if (!plain) throw new Error(`No sign-in route ${plainId} for the ${kind} presentations`);
    for (const variant of variants)
      routes.push({
        ...plain,
        id: `template-${kind}${variant}`,
        path: `/pages/${kind}/${kind}${variant}`,
        extra: ['src/features/auth/variants/AuthVariantLayout.tsx'],
      });
  }
  return routes;
}

/**
 * Whether a page's source (with what it imports from src/, lazily too unless `staticOnly`) has an import
 * that `test` accepts.
 */
const importsCache = new Map();
function reaches(entry, test, { staticOnly = false } = {}) {
  const seen = new Set();
  const stack = [join(ROOT, entry)];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!importsCache.has(file)) {
      const code = readFileSync(file, 'utf8');
      const specifiers = [...code.matchAll(/(from\s*|import\(\s*)['"]([^'"]+)['"]/g)].map((m) => ({
        specifier: m[2],
        lazy: m[1].startsWith('import'),
      }));
      importsCache.set(file, specifiers);
    }
    for (const { specifier, lazy } of importsCache.get(file)) {
      if (lazy && staticOnly) continue;
      const base = specifier.startsWith('@/')
        ? join(SRC, specifier.slice(2))
        : specifier.startsWith('.')
          ? resolve(dirname(file), specifier)
          : null;
      const next = base
        ? [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
            (c) => existsSync(c) && /\.tsx?$/.test(c),
          )
        : undefined;
      if (test(specifier, next)) return true;
      if (next) stack.push(next);
    }
  }
  return false;
}
const usesHeavyLibrary = (entry) => reaches(entry, (specifier) => HEAVY.test(specifier));
/**
 * What a page loads when it first shows a component of its own code (not of a lazy part), beside its
 * chunks: the data grid's texts in the shown language (pt-BR here, as for the messages).
 */
const SHOWN_LANGUAGE_PARTS = [
  ['src/components/grid/AppDataGrid.tsx', 'src/components/grid/gridText/ptBR.ts'],
];
const shownLanguageParts = (entry) =>
  SHOWN_LANGUAGE_PARTS.filter(([component]) =>
    reaches(entry, (_specifier, file) => file === join(ROOT, component), { staticOnly: true }),
  ).map(([, part]) => part);

const manifestFile = join(dist, '.vite', 'manifest.json');
const routeRows = [];
const failures = [];
let firstLoadWithMessages = null;
let shellLoad = null;
if (!existsSync(manifestFile)) {
  console.error(`\nNo ${relative(process.cwd(), manifestFile)}: the route table needs build.manifest.`);
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const closure = (start, seen) => {
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...staticImports(file));
  }
  return seen;
};
const messageModule = (unit) => `src/i18n/messages/pt-BR/${unit}.json`;
/** First load + the chunks of `modules` and of the pt-BR messages `units`, with what they import. */
function load(modules, units) {
  const files = new Set(firstLoad.keys());
  const missing = [];
  for (const module of [...modules, ...units.map(messageModule)]) {
    const chunk = manifest[module];
    if (!chunk) missing.push(module);
    else closure(join(dist, chunk.file), files);
  }
  return { files, missing, ...sum([...files].map((f) => measure(f))) };
}

firstLoadWithMessages = load([], ['boot']);
shellLoad = load(MAIN_LAYOUT.modules, ['boot', ...MAIN_LAYOUT.messages]);
for (const [file, layout] of ROUTE_FILES) {
  for (const route of readRoutes(file)) {
    const heavy = usesHeavyLibrary(route.page);
    const loaded = load(
      [...layout.modules, route.page, ...route.extra, ...shownLanguageParts(route.page)],
      ['boot', ...layout.messages, ...route.messages],
    );
    const game = GAME_ROUTES.has(route.path);
    const kind = heavy ? 'heavy' : game ? 'game' : 'plain';
    const target = LIMITS[kind];
    const limit = limitFor(route.path, target);
    routeRows.push({ route: route.path, kind, target, limit, ...loaded });
  }
}

const verdict = (gzip, target, limit) => {
  if (gzip > limit) return `  OVER its limit ${kb(limit)}`;
  if (gzip > target) return `  over target ${kb(target)} by ${kb(gzip - target)} (held at ${kb(limit)})`;
  return `  ok (target ${kb(target)})`;
};
const firstLoadLimit = limitFor('first load of /', LIMITS.firstLoad);
const shellLimit = limitFor('signed-in shell', LIMITS.shell);
console.log('');
line('Boot (first load + boot messages)', 'files', 'raw', 'gzip');
rule();
line(
  '/ first load + boot messages',
  String(firstLoadWithMessages.files.size),
  kb(firstLoadWithMessages.raw),
  kb(firstLoadWithMessages.gzip),
  verdict(firstLoadWithMessages.gzip, LIMITS.firstLoad, firstLoadLimit),
);
line(
  'signed-in shell (MainLayout + shell messages)',
  String(shellLoad.files.size),
  kb(shellLoad.raw),
  kb(shellLoad.gzip),
  verdict(shellLoad.gzip, LIMITS.shell, shellLimit),
);
if (firstLoadWithMessages.gzip > firstLoadLimit)
  failures.push(`first load of / is ${kb(firstLoadWithMessages.gzip)}, over its limit ${kb(firstLoadLimit)}`);
if (shellLoad.gzip > shellLimit)
  failures.push(`signed-in shell is ${kb(shellLoad.gzip)}, over its limit ${kb(shellLimit)}`);
// The page asks for every file of its first load at once: a file found only by running the code that
// imports it (not preloaded) is one round trip more before the app can start.
for (const r of rows.filter((row) => row.via === 'static import'))
  failures.push(
    `first load: ${r.file} is not preloaded by the page, so it waits for the code that imports it`,
  );

console.log('');
line('Route load (first load + route chunks + messages)', 'files', 'raw', 'gzip');
rule();
for (const r of routeRows) {
  line(
    `${r.route}${r.kind === 'heavy' ? ' (heavy)' : ''}`,
    String(r.files.size),
    kb(r.raw),
    kb(r.gzip),
    `${verdict(r.gzip, r.target, r.limit)}${r.missing.length ? `  (not in manifest: ${r.missing.join(', ')})` : ''}`,
  );
  if (r.gzip > r.limit) failures.push(`${r.route} loads ${kb(r.gzip)}, over its limit ${kb(r.limit)}`);
  if (r.missing.length) failures.push(`${r.route}: not in the manifest: ${r.missing.join(', ')}`);
}

const report = {
  dir: shownDir.startsWith('..') ? dist : shownDir || '.',
  gzipLevel: 9,
  budgetBytes: budget,
  overBudget: over,
  firstLoad: { files: rows, totalRawBytes: total.raw, totalGzipBytes: total.gzip },
  firstLoadWithBootMessages: {
    gzipBytes: firstLoadWithMessages.gzip,
    targetBytes: LIMITS.firstLoad,
    limitBytes: firstLoadLimit,
  },
  signedInShell: {
    gzipBytes: shellLoad.gzip,
    targetBytes: LIMITS.shell,
    limitBytes: shellLimit,
    fileNames: [...shellLoad.files].map((f) => relative(dist, f)).sort(),
  },
  routes: routeRows.map((r) => ({
    route: r.route,
    kind: r.kind,
    files: r.files.size,
    rawBytes: r.raw,
    gzipBytes: r.gzip,
    targetBytes: r.target,
    limitBytes: r.limit,
    missing: r.missing,
    // What the row is made of (paths under dist), so its weight can be traced to modules with a source map.
    fileNames: [...r.files].map((f) => relative(dist, f)).sort(),
  })),
  lazy: { files: lazy, totalRawBytes: lazyTotal.raw, totalGzipBytes: lazyTotal.gzip },
  css: {
    files: css,
    totalRawBytes: cssTotal.raw,
    totalGzipBytes: cssTotal.gzip,
    initialRawBytes: cssInitial.raw,
    initialGzipBytes: cssInitial.gzip,
  },
};
if (options.json) {
  mkdirSync(dirname(resolve(options.json)), { recursive: true });
  writeFileSync(options.json, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nReport written to ${options.json}`);
}

if (options.updateBaseline) {
  const rows = {
    'first load of /': firstLoadWithMessages.gzip,
    'signed-in shell': shellLoad.gzip,
    ...Object.fromEntries(routeRows.map((r) => [r.route, r.gzip])),
  };
  writeFileSync(
    baselineFile,
    `${JSON.stringify({ note: 'gzip bytes per row, from npm run build', rows }, null, 2)}\n`,
  );
  console.log(`Baseline written to ${relative(process.cwd(), baselineFile)}`);
}

const overTarget = [
  firstLoadWithMessages.gzip > LIMITS.firstLoad,
  shellLoad.gzip > LIMITS.shell,
  ...routeRows.map((r) => r.gzip > r.target),
].filter(Boolean).length;
console.log(
  `\n${routeRows.length + 2} rows: ${overTarget} over their target (held at their recorded figure), ${failures.length} over their limit.`,
);

if (over) {
  failures.unshift(
    `first-load JS of / (without messages) is ${kb(total.gzip)} gzip, over the ${kb(budget)} budget by ${kb(total.gzip - budget)}`,
  );
}
if (failures.length > 0) {
  console.error(`\nOver budget:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
