import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';
import { SIGNED_IN_AREAS_AT } from './src/routes/signedInPaths.ts';

/**
 * Message catalogues are compiled to ICU ASTs at build time, so the app ships react-intl without its
 * message parser (the formatjs-recommended set-up). A malformed message fails the build, not the user.
 */
function precompileMessages(): Plugin {
  return {
    name: 'lumi:precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]i18n[\\/]messages[\\/][^\\/]+[\\/][^\\/]+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

/** A plain production build carries no mock code at all, not even the worker script copied from public/. */
function dropMockWorker(): Plugin {
  let outDir = 'dist';
  let demo = false;
  return {
    name: 'lumi:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      demo =
        loadEnv(config.mode, config.root, 'VITE_').VITE_API_MOCK === 'true' ||
        process.env.VITE_API_MOCK === 'true';
    },
    closeBundle() {
      if (!demo) rmSync(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * `vite preview` serves a build as the README's static host does: prerendered pages as they are
 * (`/para-voce` → para-voce.html), an event's prerendered shell for `/eventos/<id>`, and the plain SPA
 * shell (app.html) for every other page (index.html is the prerendered home).
 */
function previewFallbacks(): Plugin {
  return {
    name: 'lumi:preview-fallbacks',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const accept = req.headers.accept ?? '';
        const [path = '/', query] = (req.url ?? '/').split('?');
        const asIs = (req.method !== 'GET' && req.method !== 'HEAD') || !accept.includes('text/html');
        if (asIs || path === '/' || /\.\w+$/.test(path)) {
          next();
          return;
        }
        const clean = path.replace(/\/+$/, '');
        const withQuery = (file: string) => (query ? `${file}?${query}` : file);
        if (existsSync(resolve(outDir, `.${clean}.html`))) req.url = withQuery(`${clean}.html`);
        else if (/^\/eventos\/[^/]+$/.test(clean) && existsSync(resolve(outDir, 'eventos/[id].html')))
          req.url = withQuery('/eventos/%5Bid%5D.html');
        else if (existsSync(resolve(outDir, 'app.html'))) req.url = withQuery('/app.html');
        next();
      });
    },
  };
}

/**
 * The kanban's drag and drop library connects its own internal store with react-redux's `connect`, which
 * the app never uses. react-redux ships as one module, so the shared copy would grow by `connect` for
 * every page at boot. The library gets react-redux's other ES build instead: a module of its own, loaded
 * only with the kanban pages (it never shares a store or context with the app).
 */
function dndOwnReactRedux(): Plugin {
  const ownCopy = fileURLToPath(
    new URL('./node_modules/react-redux/dist/react-redux.legacy-esm.js', import.meta.url),
  );
  return {
    name: 'lumi-dnd-own-react-redux',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-redux' && importer?.includes('/@hello-pangea/dnd/')) return ownCopy;
      return null;
    },
  };
}

/**
 * react-router's package exports name only its development build (ENABLE_DEV_WARNINGS on, with the
 * warnings' code and texts); its production build sits beside it, unexported. A production bundle takes
 * that one, as it takes React's.
 */
function reactRouterProduction(): Plugin {
  const dir = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
  const files: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'lumi:react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      const file = files[source];
      return file ? resolve(dir, file) : null;
    },
  };
}

/** The files a chunk loads before it runs: itself and its static imports, all the way down. */
function staticClosure(bundle: OutputBundle, fileName: string): Set<string> {
  const seen = new Set<string>();
  const stack = [fileName];
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    const chunk = bundle[file] as OutputBundle[string] | undefined;
    if (seen.has(file) || chunk?.type !== 'chunk') continue;
    seen.add(file);
    stack.push(...chunk.imports);
  }
  return seen;
}

const AREA_PAGES_MODULE = /[\\/]src[\\/]routes[\\/]pages[\\/](\w+)\.ts$/;
const AREAS_MODULE = /[\\/]src[\\/]routes[\\/]areas\.ts$/;
const MAIN_LAYOUT_MODULE = /[\\/]src[\\/]layouts[\\/]MainLayout[\\/]MainLayout\.tsx$/;

/**
 * Each signed-in area's page modules (src/routes/pages/<area>.ts, with every page's preload list) are
 * loaded by the router on the first visit to one of the area's paths (src/app/router.tsx), not by public
 * pages nor by the other areas' pages. Two things keep that from costing the signed-in pages:
 * - On a page load at a signed-in path, a line in the head fetches the route table and the areas of its
 *   prefix (src/routes/signedInPaths.ts) beside the entry, which route discovery reads before the page's
 *   chunks are asked for: no round trip waits for them after the entry has run.
 * - Each lazy import's preload list (the files fetched beside its chunk) leaves out what is loaded already
 *   whenever it runs: the entry's own imports, and for a signed-in page, the signed-in shell, which the
 *   router loads beside every signed-in page. The areas' lists are about a third shorter.
 */
function signedInRouteTable(): Plugin {
  let base = '/';
  /** Files loaded before any lazy import runs (the entry and its imports), and those of the shell. */
  let always = new Set<string>();
  let shell = new Set<string>();
  /** The chunk of each area's page modules, by area id. */
  let areaChunks = new Map<string, string>();
  /** The chunk of the route table itself (paths, roles, titles), which route discovery reads first. */
  let tableChunk = '';
  return {
    name: 'lumi:signed-in-route-table',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          // Only the lists of lazy imports: an HTML page's own preloads (the entry's imports) stay whole.
          resolveDependencies: (file, deps, { hostId, hostType }) => {
            if (hostType === 'html') return deps;
            const needed = deps.filter(
              (dep) => !always.has(dep) && !(AREA_PAGES_MODULE.test(hostId) && shell.has(dep)),
            );
            // A list of the imported chunk alone preloads nothing that the import() does not fetch at once.
            return needed.length === 1 && needed[0] === file ? [] : needed;
          },
        },
      },
    }),
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const entry = chunks.find((c) => c.isEntry);
      const layout = chunks.find((c) => MAIN_LAYOUT_MODULE.test(c.facadeModuleId ?? ''));
      // A server bundle (the prerender's) has neither: nothing to do.
      if (!entry || !layout) return;
      always = staticClosure(bundle, entry.fileName);
      shell = staticClosure(bundle, layout.fileName);
      tableChunk = chunks.find((c) => c.moduleIds.some((id) => AREAS_MODULE.test(id)))?.fileName ?? '';
      areaChunks = new Map(
        chunks.flatMap((c) => {
          const area = AREA_PAGES_MODULE.exec(c.facadeModuleId ?? '')?.[1];
          return area ? [[area, c.fileName] as const] : [];
        }),
      );
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [];
        if (!tableChunk) throw new Error('No chunk holds src/routes/areas.ts');
        const table = [...staticClosure(ctx.bundle, tableChunk)].filter((file) => !always.has(file));
        const filesAt: Record<string, string[]> = {};
        for (const [prefix, areas] of Object.entries(SIGNED_IN_AREAS_AT)) {
          const files = new Set<string>(table);
          for (const area of areas) {
            const chunk = areaChunks.get(area);
            if (!chunk) throw new Error(`No chunk holds src/routes/pages/${area}.ts`);
            for (const file of staticClosure(ctx.bundle, chunk)) if (!always.has(file)) files.add(file);
          }
          filesAt[prefix] = [...files].map((file) => `${base}${file}`);
        }
        const script =
          `(${JSON.stringify(filesAt)}['/'+location.pathname.split('/')[1]]||[])` +
          `.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}

export default defineConfig({
  plugins: [
    precompileMessages(),
    react(),
    dropMockWorker(),
    previewFallbacks(),
    dndOwnReactRedux(),
    reactRouterProduction(),
    signedInRouteTable(),
  ],
  resolve: {
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
      { find: '@tests', replacement: fileURLToPath(new URL('./tests', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
    ],
  },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The manifest lets scripts/bundle-budget.mjs measure what each route loads (by module, not file name).
    manifest: true,
    rollupOptions: {
      output: {
        /*
         * Lazy chunks are named by their hash alone. The boot entry lists every file each lazy page
         * preloads (Vite's dependency map), so a name like "FileDownloadOutlined-_V2Fwc1j.js" was paid by
         * every visitor: with about 700 chunks the names cost 3 KB gzip of the first load.
         */
        chunkFileNames: 'assets/[hash].js',
      },
    },
  },
});
