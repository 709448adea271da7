// First-load JS budget for `/`, measured on a finished `vite build`.
// Usage: node scripts/bundle-budget.mjs [--dir dist] [--budget-kb 200] [--json e2e-out/bundle-report.json]
//
// First load = the entry <script type="module"> of index.html, every <link rel="modulepreload">, and
// every chunk they import statically (followed recursively), each gzipped at level 9. Dynamic
// import() targets are the lazy chunks: they are listed, not counted. Exits 1 over budget.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

function parseArgs(argv) {
  const options = { dir: 'dist', budgetKb: 200, json: 'e2e-out/bundle-report.json' };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => inline ?? argv[(i += 1)];
    if (flag === '--dir') options.dir = value();
    else if (flag === '--budget-kb') options.budgetKb = Number(value());
    else if (flag === '--json') options.json = value();
    else if (flag === '--help' || flag === '-h') {
      console.log('node scripts/bundle-budget.mjs [--dir dist] [--budget-kb 200] [--json <file>]');
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
const indexFile = join(dist, 'index.html');
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
// chunks (layout, guard transition, page) with their static imports, and the boot message catalogue.
// Module paths come from Vite's manifest (build.manifest), so the table follows the route tree.
const ROUTE_MODULES = {
  '/': ['src/layouts/MinimalLayout.tsx', 'src/features/landing/pages/HomePage.tsx'],
  '/login': [
    'src/layouts/MinimalLayout.tsx',
    'src/layouts/AuthTransition.tsx',
    'src/features/auth/pages/LoginPage.tsx',
  ],
  '/login-clientes': [
    'src/layouts/MinimalLayout.tsx',
    'src/layouts/AuthTransition.tsx',
    'src/features/auth/pages/ClientLoginPage.tsx',
  ],
  '/register': [
    'src/layouts/MinimalLayout.tsx',
    'src/layouts/AuthTransition.tsx',
    'src/features/auth/pages/RegisterPage.tsx',
  ],
  '/eventos': ['src/layouts/MinimalLayout.tsx', 'src/features/events/pages/EventsPage.tsx'],
  '/eventos/{id}': ['src/layouts/MinimalLayout.tsx', 'src/features/events/pages/EventPage.tsx'],
  '/checkout/{id}': ['src/layouts/MinimalLayout.tsx', 'src/features/checkout/pages/CheckoutPage.tsx'],
  '/cliente/ingressos': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/tickets/pages/MyTicketsPage.tsx',
  ],
  '/produtor/meus-eventos': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/producer/pages/MyEventsPage.tsx',
  ],
  '/produtor/eventos/criar': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/producer/pages/EventCreatePage.tsx',
  ],
  '/produtor/eventos/{id}/resumo': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/producer/pages/EventManagePage.tsx',
  ],
  '/produtor/eventos/{id}/check-in': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/producer/pages/EventManagePage.tsx',
    'src/features/producer/tabs/CheckinTab.tsx',
  ],
  '/produtor/eventos/{id}/participantes': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/producer/pages/EventManagePage.tsx',
    'src/features/producer/tabs/ParticipantsTab.tsx',
  ],
  '/produtor/eventos/{id}/ingressos/criar': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/producer/pages/TicketFormPage.tsx',
  ],
  '/produtor/ingressos (grid)': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/finance/pages/SalesPage.tsx',
  ],
  '/produtor/financeiro': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/finance/pages/FinancePage.tsx',
  ],
  '/empresa/professores': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/courses/pages/TeachersPage.tsx',
  ],
  '/empresa/check-in-aulas': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/attendance/pages/ClassCheckinPage.tsx',
  ],
  '/empresa/dashboard-escola': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/attendance/pages/SchoolDashboardPage.tsx',
  ],
  '/empresa/gestao-alunos (grid)': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/students/pages/StudentsPage.tsx',
  ],
  '/empresa/calendario': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/calendar/pages/CalendarPage.tsx',
  ],
  '/empresa/chat': ['src/layouts/MainLayout/MainLayout.tsx', 'src/features/chat/pages/ChatPage.tsx'],
  '/cliente/boas-vindas': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/family/pages/WelcomePage.tsx',
  ],
  '/cliente/dependentes': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/family/pages/DependentsPage.tsx',
  ],
  '/admin/usuarios (grid)': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/admin/pages/UsersPage.tsx',
  ],
  '/admin/missoes/resumo': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/admin/pages/MissionsSummaryPage.tsx',
  ],
  '/admin/financeiro': [
    'src/layouts/MainLayout/MainLayout.tsx',
    'src/features/finance/pages/AdminFinancePage.tsx',
  ],
};
const BOOT_MODULES = ['src/i18n/catalogues/pt-BR.ts'];
const manifestFile = join(dist, '.vite', 'manifest.json');
const routeRows = [];
if (existsSync(manifestFile)) {
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
  for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
    const files = new Set(firstLoad.keys());
    const missing = [];
    for (const module of [...BOOT_MODULES, ...modules]) {
      const chunk = manifest[module];
      if (!chunk) missing.push(module);
      else closure(join(dist, chunk.file), files);
    }
    const routeTotal = sum([...files].map((f) => measure(f)));
    routeRows.push({ route, files: files.size, ...routeTotal, missing });
  }
  console.log('');
  line('Route load (first load + route chunks + catalogue)', 'files', 'raw', 'gzip');
  rule();
  for (const r of routeRows)
    line(
      r.route,
      String(r.files),
      kb(r.raw),
      kb(r.gzip),
      r.missing.length ? `  (not in manifest: ${r.missing.join(', ')})` : '',
    );
}

const report = {
  dir: shownDir.startsWith('..') ? dist : shownDir || '.',
  gzipLevel: 9,
  budgetBytes: budget,
  overBudget: over,
  firstLoad: { files: rows, totalRawBytes: total.raw, totalGzipBytes: total.gzip },
  routes: routeRows.map((r) => ({
    route: r.route,
    files: r.files,
    rawBytes: r.raw,
    gzipBytes: r.gzip,
    missing: r.missing,
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

if (over) {
  console.error(
    `\nFirst-load JS of / is ${kb(total.gzip)} gzip, over the ${kb(budget)} budget by ${kb(total.gzip - budget)}.`,
  );
  process.exit(1);
}
