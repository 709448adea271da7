// A phone-sized Chromium page whose CPU runs 4x slower (as Lighthouse's mobile run), with a DevTools
// session on it: what trace-boot and profile-boot measure a page's boot in.
import { chromium } from 'playwright-core';

export async function openSlowPhone() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { browser, page, cdp };
}
