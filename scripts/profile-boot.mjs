// Where a page's boot spends the main thread, by source: a CPU profile of the page's first seconds in
// Chromium at 4x CPU slowdown (as Lighthouse's mobile run), each sample traced back through the build's
// source maps to the package or app file it ran in. scripts/trace-boot.mjs says which tasks are long; this
// says what they are made of.
//
// Usage (a build with source maps, served; the prerendered pages need the prerender step):
//   npx vite build --sourcemap --outDir dist-profile && node scripts/prerender.mjs --dir dist-profile
//   npx vite preview --outDir dist-profile --port 4194 &
//   node scripts/profile-boot.mjs --dir dist-profile http://127.0.0.1:4194/ [--wait 4000] [--focus name]
// --focus prints what runs below the frames whose name contains `name` (e.g. createAppRouter).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { openSlowPhone } from './slow-phone.mjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map-js');

const args = process.argv.slice(2);
let dir = 'dist';
let url = 'http://127.0.0.1:4173/';
let wait = 4000;
let focus = null;
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--dir') dir = args[(i += 1)];
  else if (args[i] === '--wait') wait = Number(args[(i += 1)]);
  else if (args[i] === '--focus') focus = args[(i += 1)];
  else url = args[i];
}

const { browser, page, cdp } = await openSlowPhone();
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(wait);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();

const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const selfTime = new Map();
profile.samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + profile.timeDeltas[i]));

const consumers = new Map();
const frameNames = new Map();
/** A frame as `package` or `src/file:line function`, through the chunk's source map when it has one. */
function frameName(node) {
  if (frameNames.has(node.id)) return frameNames.get(node.id);
  const { url: script, functionName, lineNumber, columnNumber } = node.callFrame;
  let name = functionName || script || `(${node.callFrame.functionName || 'native'})`;
  const asset = script.split('/assets/')[1];
  if (asset) {
    if (!consumers.has(asset)) {
      try {
        const map = JSON.parse(readFileSync(`${dir}/assets/${asset}.map`, 'utf8'));
        consumers.set(asset, new SourceMapConsumer(map));
      } catch {
        consumers.set(asset, null);
      }
    }
    const consumer = consumers.get(asset);
    const pos = consumer?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
    const source = (pos?.source ?? asset).replace(/^(\.\.\/)+/, '');
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
    name = pkg ?? `${source}:${pos?.line ?? '?'} ${pos?.name ?? functionName}`;
  }
  frameNames.set(node.id, name);
  return name;
}
const chainOf = (id) => {
  const chain = [];
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) chain.push(frameName(nodes.get(cur)));
  return chain.reverse();
};

const ms = (us) => `${(us / 1000).toFixed(1).padStart(8)} ms`;
const top = (map, count) => [...map].sort((a, b) => b[1] - a[1]).slice(0, count);
const IDLE = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);
const byPackage = new Map();
const byEntry = new Map();
const below = new Map();
let busy = 0;
for (const [id, time] of selfTime) {
  const chain = chainOf(id);
  const leaf = chain[chain.length - 1];
  if (leaf === '(idle)') continue;
  busy += time;
  const leafKey = leaf.startsWith('src/') ? leaf.split(':')[0] : leaf;
  byPackage.set(leafKey, (byPackage.get(leafKey) ?? 0) + time);
  // What started the work: the outermost two frames under the root.
  const outer =
    chain
      .filter((c) => !IDLE.has(c))
      .slice(0, 2)
      .join(' > ') || leaf;
  byEntry.set(outer, (byEntry.get(outer) ?? 0) + time);
  if (focus) {
    const at = chain.findIndex((c) => c.includes(focus));
    if (at >= 0) {
      const key = chain.slice(at + 1, at + 3).join(' > ') || '(self)';
      below.set(key, (below.get(key) ?? 0) + time);
    }
  }
}

console.log(`${url} at 4x CPU slowdown, ${wait} ms after load: ${ms(busy).trim()} busy`);
console.log('\nSelf time by package or app file');
for (const [key, time] of top(byPackage, 20)) console.log(`${ms(time)}  ${key}`);
console.log('\nInclusive time by what started it');
for (const [key, time] of top(byEntry, 15)) console.log(`${ms(time)}  ${key}`);
if (focus) {
  console.log(`\nBelow ${focus}`);
  for (const [key, time] of top(below, 15)) console.log(`${ms(time)}  ${key}`);
}
