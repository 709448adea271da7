// Runs one of the Node tools that share code with the app: `api` (the mock API over HTTP, server/main.ts)
// or `contract-verify` (scripts/contract-verify.ts). That code leans on Vite (the @/ alias,
// import.meta.glob, `?raw` imports, import.meta.env), so Vite bundles it for Node first, into
// .lumi-api/dist. The bundle is reused until one of its own source files changes, so a start costs
// a build only after an edit.
//
// Usage: node server/run.mjs <api|contract-verify> [args...]   (npm run api / npm run contract:verify)
//        node server/run.mjs --build                            (build only, e.g. before CI starts servers)
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, '.lumi-api', 'dist');
const stampFile = join(outDir, 'inputs.json');
const ENTRIES = { api: 'server/main.ts', 'contract-verify': 'scripts/contract-verify.ts' };

/** mtime of each source the last bundle was built from, plus this file. */
function stampOf(files) {
  return Object.fromEntries(
    [...files, fileURLToPath(import.meta.url)].map((f) => [relative(root, f), statSync(f).mtimeMs]),
  );
}

function upToDate() {
  if (!existsSync(stampFile)) return false;
  try {
    const recorded = JSON.parse(readFileSync(stampFile, 'utf8'));
    return Object.entries(recorded).every(([file, mtime]) => statSync(join(root, file)).mtimeMs === mtime);
  } catch {
    return false;
  }
}

async function bundle() {
  const started = performance.now();
  const { build } = await import('vite');
  // Built beside the live bundle and swapped in, so a server already running from it is never
  // left reading half a build.
  const staging = join(root, '.lumi-api', `build-${process.pid}`);
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    resolve: { alias: [{ find: '@', replacement: join(root, 'src') }] },
    build: {
      ssr: true,
      outDir: staging,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: true,
      rollupOptions: {
        input: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, join(root, file)])),
        output: { format: 'esm', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  const sources = new Set();
  for (const chunk of outputs) {
    for (const id of chunk.type === 'chunk' ? chunk.moduleIds : []) {
      const file = id.split('?')[0];
      if (!file.startsWith('\0') && !file.includes('node_modules') && existsSync(file))
        sources.add(resolve(file));
    }
  }
  writeFileSync(join(staging, 'inputs.json'), JSON.stringify(stampOf(sources), null, 1));
  rmSync(outDir, { recursive: true, force: true });
  try {
    renameSync(staging, outDir);
  } catch {
    // Another run swapped its own (equal) build in first: use that one.
    rmSync(staging, { recursive: true, force: true });
  }
  console.error(`(bundled the Node tools in ${Math.round(performance.now() - started)} ms)`);
}

const [name, ...args] = process.argv.slice(2);
if (name !== '--build' && !(name in ENTRIES)) {
  console.error(`usage: node server/run.mjs <${Object.keys(ENTRIES).join('|')}|--build> [args...]`);
  process.exit(2);
}
if (name === '--build' || !upToDate()) {
  mkdirSync(join(root, '.lumi-api'), { recursive: true });
  await bundle();
}
if (name !== '--build') {
  process.setSourceMapsEnabled(true);
  const tool = await import(pathToFileURL(join(outDir, `${name}.mjs`)).href);
  const code = await tool.main(args);
  process.exit(typeof code === 'number' ? code : 0);
}
