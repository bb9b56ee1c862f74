import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * A web feature imports no other feature (design.md habit 12): what two features share lives in
 * components/, lib/ or packages/shared. ESLint's own no-restricted-imports sees only the import's text,
 * so each feature gets one block per folder depth, whose patterns know how many `../` reach features/.
 */
const featureBoundaries = webFeatures.flatMap((feature) =>
  [0, 1, 2, 3].map((depth) => ({
    files: [`apps/web/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\.\\./){${depth + 1}}(?!${feature}/)[^./][^/]*/|^(\\.\\./){${depth + 2}}features/(?!${feature}/)`,
              message: `The ${feature} feature imports no other feature: move what both need to components/, lib/ or packages/shared.`,
            },
          ],
        },
      ],
    },
  })),
);

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Every pattern must run in linear time: one crafted input must not hold the server's only thread.
    files: ['apps/server/**/*.ts', 'packages/shared/**/*.ts', 'apps/web/**/*.{ts,tsx}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': 'error',
      'regexp/no-misleading-capturing-group': 'error',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...featureBoundaries,
);
