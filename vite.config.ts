import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import type { OutputBundle } from 'rolldown';
import { SIGNED_IN_PATH_PATTERN } from './src/routes/signedInPaths.ts';

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

const AREAS_MODULE = /[\\/]src[\\/]routes[\\/]areas\.ts$/;
const MAIN_LAYOUT_MODULE = /[\\/]src[\\/]layouts[\\/]MainLayout[\\/]MainLayout\.tsx$/;

/**
 * The signed-in route table (src/routes/areas.ts) is loaded by the router on the first visit to a
 * signed-in page (src/app/router.tsx), not by public pages. Two things keep that from costing the signed-in
 * pages:
 * - On a page load at a signed-in path, a line in the head fetches the table beside the entry, so the
 *   page's own chunks do not wait a round trip for it.
 * - Each lazy import's preload list (the files fetched beside its chunk) leaves out what is loaded already
 *   whenever it runs: the entry's own imports, and for a signed-in page, the signed-in shell, which the
 *   router loads beside every signed-in page. The table's lists are about a third shorter.
 */
function signedInRouteTable(): Plugin {
  let base = '/';
  /** Files loaded before any lazy import runs (the entry and its imports), and those of the shell. */
  let always = new Set<string>();
  let shell = new Set<string>();
  let tableChunk = '';
  return {
    name: 'lumi:signed-in-route-table',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          // Only the lists of lazy imports: an HTML page's own preloads (the entry's imports) stay whole.
          resolveDependencies: (_file, deps, { hostId, hostType }) =>
            hostType === 'html'
              ? deps
              : deps.filter((dep) => !always.has(dep) && !(hostId === tableChunk && shell.has(dep))),
        },
      },
    }),
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const entry = chunks.find((c) => c.isEntry);
      const table = chunks.find((c) => c.moduleIds.some((id) => AREAS_MODULE.test(id)));
      const layout = chunks.find((c) => MAIN_LAYOUT_MODULE.test(c.facadeModuleId ?? ''));
      // A server bundle (the prerender's) has neither: nothing to do.
      if (!entry || !table || !layout) return;
      always = staticClosure(bundle, entry.fileName);
      shell = staticClosure(bundle, layout.fileName);
      tableChunk = table.fileName;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const table = ctx.bundle?.[tableChunk];
        if (table?.type !== 'chunk') throw new Error('No chunk holds src/routes/areas.ts');
        const hrefs = JSON.stringify([table.fileName, ...table.imports].map((file) => `${base}${file}`));
        const script =
          `if(new RegExp(${JSON.stringify(SIGNED_IN_PATH_PATTERN)}).test(location.pathname))` +
          `${hrefs}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})`;
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
