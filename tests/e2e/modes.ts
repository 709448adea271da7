import type { TestInfo } from '@playwright/test';

export type Mode = 'dark' | 'light';

/** The phone project (360 px) as against the laptop one (1366 px). */
export const onPhone = (testInfo: TestInfo) => (testInfo.project.use.viewport?.width ?? 1366) < 600;

/**
 * Where an axe sweep of the pages in one colour mode runs. Contrast depends on the mode and the layout on
 * the width, so each mode is swept at one width: dark (the default) on the laptop, light on the phone.
 * Both modes and both widths are checked, at half the cost of sweeping every mode at every width.
 */
export const sweepsModeHere = (mode: Mode, testInfo: TestInfo) =>
  mode === 'light' ? onPhone(testInfo) : !onPhone(testInfo);

export const MODE_AT_OTHER_WIDTH = 'this colour mode is swept at the other width (tests/e2e/modes.ts)';
