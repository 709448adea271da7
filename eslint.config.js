import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import { readdirSync } from 'node:fs';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries (one-way: shared code -> features -> app/routes/layouts).
// Cross-folder imports go through the `@/` alias so that these patterns can see them.
const APP_LAYERS = ['@/app/**', '@/routes/**', '@/layouts/**', '@/guards/**', '@/menu/**', '@/mocks/**'];
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const reduxHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch'],
  message: 'Use the typed useAppSelector / useAppDispatch from @/store/hooks.',
};
const upOutOfFolder = {
  group: ['../../*'],
  message: 'Import across folders through the @/ alias so the boundaries can be checked.',
};

const boundaries = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [
      'src/store/hooks.ts',
      'src/features/**',
      'src/app/**',
      'src/routes/**',
      'src/layouts/**',
      'src/guards/**',
      'src/menu/**',
      'src/mocks/**',
      'src/main.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [reduxHooks],
          patterns: [
            upOutOfFolder,
            {
              group: ['@/features/**', ...APP_LAYERS],
              message: 'Shared code must not import features or the app.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [reduxHooks],
          patterns: [
            upOutOfFolder,
            {
              group: ['@/features/**', `!@/features/${feature}`, `!@/features/${feature}/**`],
              message: 'A feature imports only shared code and itself; move what two features share down.',
            },
            { group: APP_LAYERS, message: 'Features must not import the app layers.' },
          ],
        },
      ],
    },
  })),
  {
    files: [
      'src/app/**/*.{ts,tsx}',
      'src/routes/**/*.{ts,tsx}',
      'src/layouts/**/*.{ts,tsx}',
      'src/guards/**/*.{ts,tsx}',
      'src/menu/**/*.{ts,tsx}',
      'src/main.tsx',
    ],
    rules: { 'no-restricted-imports': ['error', { paths: [reduxHooks], patterns: [upOutOfFolder] }] },
  },
];

export default defineConfig([
  globalIgnores([
    'dist',
    'dist-demo',
    'dist-prod-e2e',
    '.lumi-api',
    'public/mockServiceWorker.js',
    'e2e-out',
    'lh',
    'coverage',
    'test-results',
  ]),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.strictTypeChecked,
      reactHooks.configs.flat.recommended,
      reactRefresh.configs.vite,
      jsxA11y.flatConfigs.recommended,
    ],
    languageOptions: {
      ecmaVersion: 2023,
      globals: globals.browser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
      // Interfaces that extend one type are how slices declaration-merge into the lazy root reducer.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
    },
  },
  ...boundaries,
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      'react-refresh/only-export-components': 'off',
      // Tests may reach any layer (mocks, app) to set the scene.
      'no-restricted-imports': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
]);
