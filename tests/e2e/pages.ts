import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * A client-side navigation, as the app's own links make it: the router hears a history change. Cheaper
 * than `page.goto`, which boots the whole app (and the demo's mock API) again for every page.
 */
export async function navigate(page: Page, path: string) {
  await page.evaluate((to) => {
    const idx = (history.state as { idx?: number } | null)?.idx ?? 0;
    history.pushState({ usr: null, key: `e2e${idx + 1}`, idx: idx + 1 }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state as unknown }));
  }, path);
}

/**
 * axe with the WCAG 2 A/AA rules, run inside the page itself (legacy mode). By default @axe-core/playwright
 * runs axe in every frame and then opens a blank page to merge their results: that blank page cost 4 to 5 s
 * of the 6 s an axe run of a grid page took here, against 1.3 s in the page. The app renders no frame, so
 * there are no other frames' results to merge.
 */
export const axeOn = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).setLegacyMode(true);

/** Serious or critical axe findings (WCAG 2 A/AA) on what the page shows now, as readable lines. */
export async function seriousFindings(page: Page, where: string) {
  const result = await axeOn(page).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits until the page's entrance is over: no finite CSS or web animation runs, and the page's heading and
 * everything around it is fully opaque (the sign-in pages fade in with framer-motion, frame by frame in
 * script, which no animation list shows). axe measures contrast on what is painted.
 */
export async function animationsDone(page: Page) {
  await page.waitForFunction(() => {
    const running = document
      .getAnimations()
      .some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
    if (running) return false;
    for (
      let el: Element | null = document.querySelector('h1:not([data-e2e-stale])');
      el;
      el = el.parentElement
    )
      if (getComputedStyle(el).opacity !== '1') return false;
    return true;
  });
}

/**
 * Opens each page in turn and returns axe's serious findings on all of them. The first page is loaded
 * (unless the browser shows it already); the next ones are reached by client-side navigation when the
 * path changes, so the app boots once (`reload` loads each page instead: for pages that are tabs of one
 * screen, whose heading stays). A page is measured once its own level-1 heading shows (the last page's heading is marked stale before
 * leaving it), no skeleton is left (its data is in) and its entrance animation is over.
 */
export async function axeSweep(page: Page, paths: readonly string[], { reload = false } = {}) {
  const findings: string[] = [];
  let booted = false;
  for (const path of paths) {
    // A new page is about:blank, which no path can be resolved against.
    const here = page.url().startsWith('http') ? new URL(page.url()) : null;
    const there = here ? new URL(path, here) : null;
    if (!booted && here && there && here.href === there.href) {
      // Already open (a sign-in that landed here).
    } else if (booted && !reload && here && there && here.pathname !== there.pathname) {
      await page.evaluate(() => {
        for (const heading of document.querySelectorAll('h1')) heading.dataset.e2eStale = 'true';
      });
      await navigate(page, path);
    } else await page.goto(path);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    booted = true;
    await expect(page.locator('h1:not([data-e2e-stale])').first()).toBeVisible();
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    await animationsDone(page);
    findings.push(...(await seriousFindings(page, path)));
  }
  return findings;
}
