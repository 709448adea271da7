// Prerenders the public pages of a finished client build, so they paint before any JavaScript runs.
// Usage: node scripts/prerender.mjs [--dir dist]   (npm run build and build:demo run it)
//
// 1. Builds src/app/entry-server.tsx for Node with Vite (same aliases and message plugin as the app).
// 2. Renders each page below in pt-BR with the default settings and writes it, with its critical CSS,
//    into the build: `<path>.html` and `<path>/index.html`, so any static host serves it as is.
//    `/` becomes index.html; the plain SPA shell is kept as app.html, the fallback for every other path.
// 3. Routes with a parameter (`/eventos/:id`) get a shell with the page's loading state, written as
//    `eventos/[id].html`: the preview server and the README's nginx block serve it for `/eventos/<id>`.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

/** The pages to prerender: src/app/prerendered.json, which the tests of prerendering read too. */
export const PRERENDERED = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../src/app/prerendered.json'), 'utf8'),
).pages;

function parseArgs(argv) {
  const options = { dir: 'dist' };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--dir') options.dir = argv[(i += 1)];
    else {
      console.error(`Unknown argument: ${argv[i]}`);
      process.exit(2);
    }
  }
  return options;
}

const root = resolve(import.meta.dirname, '..');
const { dir } = parseArgs(process.argv.slice(2));
const dist = resolve(root, dir);
const shellFile = join(dist, 'index.html');
if (!existsSync(shellFile)) {
  console.error(`No ${dir}/index.html: run vite build first.`);
  process.exit(2);
}
const started = Date.now();
// A second run over the same build starts from the SPA shell it kept, not from the prerendered home.
const index = readFileSync(shellFile, 'utf8');
const shell = index.includes('<div id="root" data-prerendered')
  ? readFileSync(join(dist, 'app.html'), 'utf8')
  : index;
writeFileSync(join(dist, 'app.html'), shell);

const serverOut = join(root, 'node_modules', '.prerender', dir.replace(/\W+/g, '-'));
rmSync(serverOut, { recursive: true, force: true });
await build({
  root,
  logLevel: 'warn',
  mode: process.env.VITE_API_MOCK === 'true' ? 'production' : undefined,
  build: {
    ssr: 'src/app/entry-server.tsx',
    outDir: serverOut,
    emptyOutDir: true,
    manifest: false,
    ssrManifest: false,
    rollupOptions: { output: { entryFileNames: 'entry-server.mjs' } },
  },
  ssr: { noExternal: true },
});
const { renderPage } = await import(pathToFileURL(join(serverOut, 'entry-server.mjs')).href);

// The default font: preloaded and declared inline (font-display: swap), so it never blocks the first
// paint; until it arrives the text is set in the metric-matched fallback of index.html (no layout
// shift). The app skips loading it again.
const assets = readdirSync(join(dist, 'assets'));
const fontFiles = [400, 500, 700]
  .map((weight) => [
    weight,
    assets.find((f) => new RegExp(`^roboto-latin-${weight}-normal-.*\\.woff2$`).test(f)),
  ])
  .filter(([, file]) => file);
const fontPreloads = fontFiles
  .map(([, file]) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`)
  .join('');
const fontFaces = fontFiles
  .map(
    ([weight, file]) =>
      `@font-face{font-family:'Roboto';font-style:normal;font-display:swap;font-weight:${weight};src:url(/assets/${file}) format('woff2')}`,
  )
  .join('');
const fontHead = fontFiles.length ? `${fontPreloads}<style id="lumi-default-font">${fontFaces}</style>` : '';

// The page is already painted: the app's code that hydrates it loads at low priority, behind what the
// visitor sees; the small stylesheet of the shell is inlined instead of blocking the first paint.
const inlineStyles = (html) =>
  html.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, file) => {
    const css = readFileSync(join(dist, file), 'utf8').trim();
    return `<style>${css}</style>`;
  });
// The app's code starts after the first frame is painted. A module script would otherwise run as soon as
// the document is parsed and hold the paint of the prerendered page behind the app's first long task;
// and the module preloads would share the phone's bandwidth with the page's own HTML and font. So the
// loader asks for the entry and every chunk it imports (no waterfall), right after the paint, at low
// priority. Each preload link costs the main thread a few milliseconds to start its fetch on a slow
// phone: they go in small slices, a task each, instead of one task that blocks a tap for 100-200 ms.
// A tab opened in the background paints no frame, so a timer starts it there.
const startAfterPaint = (entry, preloads) =>
  `<script>(function(){var go=function(){if(go.done)return;go.done=1;var h=document.head,` +
  `u=${JSON.stringify(preloads)},i=0;` +
  `var s=document.createElement('script');s.type='module';s.crossOrigin='';s.fetchPriority='low';` +
  `s.src=${JSON.stringify(entry)};h.appendChild(s);` +
  `var step=function(){for(var n=0;n<2&&i<u.length;n++,i++){var l=document.createElement('link');` +
  `l.rel='modulepreload';l.crossOrigin='';l.fetchPriority='low';l.href=u[i];h.appendChild(l)}` +
  `if(i<u.length)setTimeout(step,0)};step()};` +
  `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,500)})()</script>`;
const lowPriorityScripts = (html, routeFiles) => {
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('index.html has no module entry script');
  const urls = preloads.map((m) => m[1]);
  const ownFiles = routeFiles
    .map((file) => `/${file}`)
    .filter((url) => url !== entry[1] && !urls.includes(url));
  let out = html.replace(entry[0], startAfterPaint(entry[1], [...urls, ...ownFiles]));
  for (const m of preloads) out = out.replace(m[0], '');
  return out;
};

/*
 * A page whose content arrives after hydration (a `shell` page: its loading state is what is prerendered)
 * also asks, in the list above, for its own code: its chunk and layouts with what they import, its pt-BR
 * messages and the HTTP client. Otherwise the app asked for them only once the entry had run and the
 * router had matched the page: one more trip over the network, after a second or more of the entry's work
 * on a slow phone, before the page could ask for its data (Lighthouse, /eventos/ev-0001: LCP 6.1 → 5.4 s,
 * median of 5). A page prerendered whole is already painted; its code stays behind the entry's, as the
 * app asks for it (asked earlier, the home page's blocking time grew by about 100 ms).
 */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const withImports = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) withImports(imported, files);
  return files;
};
const MINIMAL_LAYOUT = 'src/layouts/MinimalLayout.tsx';
const ROUTE_TABLES = [
  ['src/routes/public.ts', [MINIMAL_LAYOUT]],
  ['src/routes/auth.ts', [MINIMAL_LAYOUT, 'src/layouts/AuthTransition.tsx']],
];
function routeFilesOf(page) {
  for (const [table, layouts] of ROUTE_TABLES) {
    const source = readFileSync(join(root, table), 'utf8');
    const path = page.path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const route = new RegExp(
      `\\{\\s*id: '[^']+',\\s*path: '${path}',([^{}]*?)page: \\(\\) => import\\('@/([^']+)'\\)`,
    ).exec(source);
    if (!route) continue;
    const units = [...(/messages: \[([^\]]*)\]/.exec(route[1])?.[1].matchAll(/'([^']+)'/g) ?? [])].map(
      (m) => m[1],
    );
    const modules = [
      ...layouts,
      `src/${route[2]}.tsx`,
      ...units.map((unit) => `src/i18n/messages/pt-BR/${unit}.json`),
      'src/api/client.ts',
    ];
    const files = new Set();
    for (const module of modules) withImports(module, files);
    return [...files];
  }
  throw new Error(`${page.path} is in no route table (src/routes/public.ts, auth.ts)`);
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

for (const page of PRERENDERED) {
  const result = await renderPage(page.path, { signedOut: page.signedOut === true });
  if (result.status !== 200) throw new Error(`${page.path} answered ${result.status}`);
  const html = lowPriorityScripts(inlineStyles(shell), page.shell ? routeFilesOf(page) : [])
    .replace(
      '<html lang="pt-BR" dir="ltr">',
      `<html lang="pt-BR" dir="ltr" data-prerendered="${page.path}"${page.signedOut ? ' data-session="signed-out"' : ''}>`,
    )
    // The page reads without JavaScript; only the SPA shell needs the warning.
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(result.title)}</title>`)
    .replace('</head>', `${fontHead}${result.styles}</head>`)
    .replace(
      /<div id="root">[\s\S]*?<\/div>\s*(?=<\/body>|<script)/,
      `<div id="root" data-prerendered="${page.path}">${result.html}</div>\n    `,
    );
  if (
    !html.includes('<div id="root" data-prerendered') ||
    !html.includes('<html lang="pt-BR" dir="ltr" data-')
  )
    throw new Error('index.html has no <html lang="pt-BR" dir="ltr"> or <div id="root"> to fill');
  const files = page.file ? [page.file] : [`${page.path.slice(1)}.html`, `${page.path.slice(1)}/index.html`];
  for (const file of files) {
    mkdirSync(dirname(join(dist, file)), { recursive: true });
    writeFileSync(join(dist, file), html);
  }
  console.log(
    `prerendered ${page.path.padEnd(24)} → ${files.join(', ')} (${(html.length / 1024).toFixed(1)} KB)`,
  );
}
console.log(`prerendered ${PRERENDERED.length} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
