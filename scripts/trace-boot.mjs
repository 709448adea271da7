// Lists the long tasks (over 50 ms) of a page's boot in Chromium at 4x CPU slowdown, with what each spent
// its time on: where a page's Total Blocking Time comes from.
// Usage: node scripts/trace-boot.mjs [url]   (default http://127.0.0.1:4502/, a running preview)
import { openSlowPhone } from './slow-phone.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:4502/';
const { browser, page, cdp } = await openSlowPhone();
const events = [];
cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
await cdp.send('Tracing.start', {
  categories: 'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline',
  transferMode: 'ReportEvents',
});
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(6000);
await cdp.send('Tracing.end');
await complete;
await browser.close();

const start = Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
let blocking = 0;
for (const task of events.filter((e) => e.name === 'RunTask' && e.dur > 50_000)) {
  blocking += task.dur / 1000 - 50;
  const inside = events
    .filter(
      (e) =>
        e.tid === task.tid &&
        e.ts >= task.ts &&
        e.ts < task.ts + task.dur &&
        e.dur > 5000 &&
        e.name !== 'RunTask',
    )
    .sort((a, b) => b.dur - a.dur)
    .slice(0, 5)
    .map(
      (e) =>
        `${e.name}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''} ${(e.dur / 1000).toFixed(0)}`,
    );
  console.log(
    `at ${((task.ts - start) / 1000).toFixed(0)} ms: ${(task.dur / 1000).toFixed(0)} ms  ${inside.join(' | ')}`,
  );
}
console.log(`sum of (long task - 50 ms): ${blocking.toFixed(0)} ms`);
