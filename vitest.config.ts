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
      /*
       * One module graph per worker, shared by its test files (isolate: false): each file no longer
       * loads the app, MUI and the mock API anew, which was a third of the suite's time (unit files
       * 47 s → 10 s, the app project 315 s → 220 s here). What a file leaves behind is reset between
       * tests: the DOM (cleanup), the mock database (tests/setup.api.ts), mocks, stubbed globals and env
       * (above), and the seeded world is kept only for the day it grew on, so a file that fixes the clock
       * does not hand its dates to the next (src/mocks/db/database.ts).
       */
      isolate: false,
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
            include: ['src/**/*.test.{ts,tsx}'],
            setupFiles: ['./tests/setup.dom.ts', './tests/setup.unit.ts'],
          },
        },
        {
          // Pages, the API layer, the contract, the catalogues and the HTTP server, on the mock API.
          extends: true,
          test: {
            name: 'app',
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
