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
       * Each test file keeps its own module graph (isolate, the default). Sharing one per worker
       * (isolate: false) took the suite from 463 s to 289 s here, but a clean CI run's file order
       * then broke the calendar's class edit ("Turma não encontrada"; not reproduced locally, possibly
       * module instances diverging after a file resets its modules). Back to isolated files until the
       * cause is found.
       */
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
