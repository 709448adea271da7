// Time at the door: from Enter on a typed ticket code to its verdict painted on the check-in tab.
// Serve a demo build first: npm run build:demo && npx vite preview --outDir dist-demo --port 4173
// Usage: node scripts/bench-checkin.mjs [baseUrl] [--codes 20] [--event ev-0001]
// Signs in as the demo producer, takes real attendee codes of the event from the API (the ones not in
// yet first), types each one and presses Enter. The browser profile is new on every run, so the demo
// data starts from the seed each time (your own browser's demo data is not touched).
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const base = (
  args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'http://127.0.0.1:4173'
).replace(/\/$/, '');
const wanted = Number(option('--codes', '20'));
const eventId = option('--event', 'ev-0001');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const page = await (
  await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'pt-BR' })
).newPage();
page.on('pageerror', (e) => console.error('pageerror', e.message));

// Sign in as the demo producer.
await page.goto(`${base}/login`);
await page.locator('input[name="login_cell"]').fill('11933333333');
await page.locator('input[name="pass_token"]').fill('Lumi@2026');
await page.locator('input[name="pass_token"]').press('Enter');
await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });

// Real codes of the event, through the same API the page uses (the mock answers in a demo build).
const codes = await page.evaluate(
  async ({ eventId, wanted }) => {
    const token = localStorage.getItem('serviceToken');
    const list = async (checkedIn) => {
      const params = new URLSearchParams({ eventId, pageSize: '200', checkedIn });
      const response = await fetch(`/api/Attendee/all?${params}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`Attendee/all answered ${response.status}`);
      return (await response.json()).lst.map((a) => a.code);
    };
    const fresh = await list('false');
    const done = fresh.length >= wanted ? [] : await list('true');
    return [...fresh, ...done].slice(0, wanted);
  },
  { eventId, wanted },
);
if (codes.length === 0) {
  console.error(`No attendees in ${eventId}: nothing to check in.`);
  await browser.close();
  process.exit(1);
}

// The door of the event's own day: on another day the door asks before every entry, so the event is
// moved to today (in this run's fresh demo data only).
await page.evaluate(async (eventId) => {
  const now = new Date();
  const at = (hour, minute) =>
    new Date(now.getFullYear(), now.getMonth(), now.getDate(), hour, minute).toISOString();
  const response = await fetch(`/api/Event/update/${encodeURIComponent(eventId)}`, {
    method: 'PATCH',
    headers: {
      Authorization: `Bearer ${localStorage.getItem('serviceToken')}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({ startsAt: at(0, 5), endsAt: at(23, 55) }),
  });
  if (!response.ok) throw new Error(`Event/update answered ${response.status}`);
}, eventId);

await page.goto(`${base}/produtor/eventos/${eventId}/check-in`);
const input = page.getByRole('textbox', { name: 'Código do ingresso' });
await input.waitFor({ timeout: 60_000 });

// From the Enter keydown, check every frame until the verdict panel shows this code's answer (not busy),
// then wait one more frame so it has been painted.
await page.evaluate(() => {
  const w = window;
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
      const code = event.target.value.trim().toUpperCase();
      w.__benchStart = performance.now();
      w.__benchDone = null;
      const tick = () => {
        const panel = document.querySelector('[data-verdict]');
        const settled =
          panel &&
          panel.getAttribute('data-verdict') !== 'idle' &&
          panel.getAttribute('aria-busy') === 'false' &&
          panel.textContent?.includes(code);
        if (settled) {
          w.__benchVerdict = panel.getAttribute('data-verdict');
          requestAnimationFrame(() => (w.__benchDone = performance.now()));
        } else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    },
    { capture: true },
  );
});

const samples = [];
const verdicts = {};
for (const code of codes) {
  await input.fill(code);
  await input.press('Enter');
  const handle = await page.waitForFunction(
    () =>
      window.__benchDone == null ? null : [window.__benchDone - window.__benchStart, window.__benchVerdict],
    null,
    { timeout: 30_000 },
  );
  const [ms, verdict] = await handle.jsonValue();
  samples.push(ms);
  verdicts[verdict] = (verdicts[verdict] ?? 0) + 1;
  await page.evaluate(() => (window.__benchDone = null));
}
await browser.close();

const sorted = [...samples].sort((a, b) => a - b);
const pick = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
const median =
  sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]
    : (sorted[sorted.length / 2 - 1] + sorted[sorted.length / 2]) / 2;
const fmt = (n) => `${n.toFixed(1)} ms`;
console.log(`Check-in, Enter → verdict painted (${base}, ${eventId}, ${samples.length} codes)`);
console.log(
  `  verdicts: ${Object.entries(verdicts)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ')}`,
);
console.log(
  `  median ${fmt(median)}  p95 ${fmt(pick(0.95))}  min ${fmt(sorted[0])}  max ${fmt(sorted[sorted.length - 1])}`,
);
console.log(`  samples: ${samples.map((n) => n.toFixed(0)).join(' ')}`);
