import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      globals: true,
      css: false,
      restoreMocks: true,
      // A test's stubbed globals (a phone's matchMedia, createImageBitmap) and env end with it.
      unstubGlobals: true,
      unstubEnvs: true,
      testTimeout: 15000,
      // One worker per core: left to itself Vitest kept a two-core machine to one test file at a
      // time, and the suite took twice as long.
      maxWorkers: '100%',
      projects: [
        {
          // Units in src/: no mock API to start (about a second per file), and no network at all.
          extends: true,
          test: {
            name: 'unit',
            /*
             * One module graph per worker, shared by the unit files (isolate: false): each file no longer
             * loads MUI and the app's modules anew (47 s → 10 s here). What a file leaves behind is reset
             * between tests (the DOM, mocks, stubbed globals and env), and the style cache forgets what it
             * wrote into the last file's document (tests/setup.dom.ts).
             */
            isolate: false,
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['./tests/setup.dom.ts', './tests/setup.unit.ts'],
          },
        },
        {
          // Pages, the API layer, the contract, the catalogues and the HTTP server, on the mock API.
          extends: true,
          test: {
            name: 'app',
            /*
             * Each page file keeps its own module graph. Shared graphs took this project from 315 s to 220 s
             * but failed in CI's file order: the right-to-left style cache outlives the document of the file
             * that made it, and the calendar's class edit failed for a reason not found yet. Isolated until
             * both are understood.
             */
            isolate: true,
            include: [
              'tests/integration/**/*.test.{ts,tsx}',
              'tests/contract/**/*.test.{ts,tsx}',
              'tests/i18n/**/*.test.{ts,tsx}',
              'tests/server/**/*.test.{ts,tsx}',
            ],
            setupFiles: ['./tests/setup.dom.ts', './tests/setup.api.ts'],
          },
        },
      ],
    },
  }),
);
