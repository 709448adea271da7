// Copy/paste guard: repeated blocks of 8+ lines in src/ fail, unless their pair of files is on the
// commented allow-list (scripts/copies-allowed.json). An allowed pair that no longer repeats fails too,
// so the list only shrinks.
// Usage: npm run copies            (check; exits 1 on a new copy or a stale allow-list entry)
//        npm run copies -- --list  (every repeated block with its lines, allowed or not)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const MIN_LINES = 8;
const list = process.argv.includes('--list');
const out = mkdtempSync(join(tmpdir(), 'lumi-copies-'));
const run = spawnSync(
  'npx',
  [
    'jscpd',
    'src',
    '--min-lines',
    String(MIN_LINES),
    '--format',
    'typescript,tsx,javascript',
    '--ignore',
    '**/*.json,**/*.css',
    // A run of import declarations is a list of what a file uses, not a copy to share.
    '--ignore-pattern',
    'import\\s[^;]*;',
    '--reporters',
    'json',
    '--output',
    out,
    '--silent',
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
);
if (run.status !== 0) {
  console.error(`jscpd failed (exit ${run.status})`);
  process.exit(2);
}
const report = JSON.parse(readFileSync(join(out, 'jscpd-report.json'), 'utf8'));
rmSync(out, { recursive: true, force: true });

/** @type {{ files: [string, string], why: string }[]} */
const allowed = JSON.parse(readFileSync(new URL('./copies-allowed.json', import.meta.url), 'utf8')).allowed;
const pairKey = (a, b) => [a, b].sort().join(' <> ');
const allowedKeys = new Map(allowed.map((entry) => [pairKey(...entry.files), entry]));

const clones = report.duplicates.map((d) => ({
  key: pairKey(d.firstFile.name, d.secondFile.name),
  where: `${d.firstFile.name}:${d.firstFile.start}-${d.firstFile.end} = ${d.secondFile.name}:${d.secondFile.start}-${d.secondFile.end}`,
  lines: d.lines,
}));
const fresh = clones.filter((c) => !allowedKeys.has(c.key));
const seen = new Set(clones.map((c) => c.key));
const stale = allowed.filter((entry) => !seen.has(pairKey(...entry.files)));

const { clones: total, duplicatedLines, percentage } = report.statistics.total;
console.log(
  `Repeated blocks of ${MIN_LINES}+ lines in src/: ${total} (${duplicatedLines} lines, ${percentage}%); ` +
    `${total - fresh.length} on the allow-list (${allowed.length} pairs of files).`,
);
if (list)
  for (const c of clones) console.log(`  ${allowedKeys.has(c.key) ? 'allowed' : 'NEW    '} ${c.where}`);
for (const c of fresh) console.error(`New copy (${c.lines} lines): ${c.where}`);
for (const entry of stale)
  console.error(
    `Allowed pair no longer repeats, take it off scripts/copies-allowed.json: ${entry.files.join(' <> ')}`,
  );
if (fresh.length > 0)
  console.error(
    'Move the shared part into shared code (src/components, src/hooks, src/utils) instead of copying it.',
  );
process.exit(fresh.length > 0 || stale.length > 0 ? 1 : 0);
