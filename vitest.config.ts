import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'happy-dom',
      globals: true,
      setupFiles: ['./tests/setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'tests/integration/**/*.test.{ts,tsx}',
        'tests/contract/**/*.test.{ts,tsx}',
        'tests/i18n/**/*.test.{ts,tsx}',
        'tests/server/**/*.test.{ts,tsx}',
      ],
      css: false,
      restoreMocks: true,
      testTimeout: 15000,
      // One worker per core: left to itself Vitest kept a two-core machine to one test file at a
      // time, and the suite took twice as long.
      maxWorkers: '100%',
    },
  }),
);
