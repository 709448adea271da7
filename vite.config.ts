import { parse } from '@formatjs/icu-messageformat-parser';
import react from '@vitejs/plugin-react';
import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [precompileMessages(), react(), dropMockWorker(), previewFallbacks(), dndOwnReactRedux()],
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
