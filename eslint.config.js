import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const up = (folders) => `(\\.\\./){${folders}}`;

/**
 * Imports run one way in apps/web/src (design.md habit 12, decision 005): app/ → features/ →
 * components/ → lib/, and a feature imports no other feature. Each layer says, for a file `depth`
 * folders below its own folder, which paths it refuses; ESLint's own no-restricted-imports reads only
 * the import's text, so every depth gets its own patterns, written from how many `../` reach src/.
 */
const layers = [
  { folder: 'app', refuses: () => [] },
  {
    folder: 'lib',
    refuses: (depth) => [
      {
        regex: `^${up(depth + 1)}(app|features|components)/`,
        message: 'lib/ imports nothing from app/, features/ or components/: it is the bottom layer.',
      },
    ],
  },
  {
    folder: 'components',
    refuses: (depth) => [
      {
        regex: `^${up(depth + 1)}(app|features)/`,
        message: 'components/ import nothing from app/ or features/: move what they need down to components/ or lib/.',
      },
    ],
  },
  ...webFeatures.map((feature) => ({
    folder: `features/${feature}`,
    refuses: (depth) => [
      {
        regex: `^${up(depth + 2)}app/`,
        message: `The ${feature} feature imports nothing from app/: move what it needs to components/ or lib/.`,
      },
      {
        regex: `^${up(depth + 1)}(?!${feature}/)[^./][^/]*/|^${up(depth + 2)}features/(?!${feature}/)`,
        message: `The ${feature} feature imports no other feature: move what both need to components/, lib/ or packages/shared.`,
      },
    ],
  })),
];

/** A path that steps into a folder and back out (`x/../`, `./../`, `a/./b`) would slip past the patterns above. */
const shortestPath = {
  regex: '(^|/)(?!\\.\\./)[^/]+/\\.\\./|./\\./',
  message: 'Write the import path the short way: no folder entered and left again, no ./ in the middle.',
};

/** The whole route table in the web app would carry every domain's calls into the first download (decision 003). */
const wholeRouteTable = {
  regex: '^@lmr/shared/api-routes$',
  message:
    'Import the routes of the domain you call (@lmr/shared/booking-routes…), not the whole table: it would ride in the first download.',
};

/** no-restricted-imports does not see import(): the same patterns meet each dynamic import's source. */
const refuseDynamic = ({ regex, message }) => ({
  selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
  message,
});

/** A form shows the limits the server checks: a Field's length or range comes from the shared schema or limits. */
const literalLimit = {
  selector:
    "JSXOpeningElement[name.name='Field'] > JSXAttribute[name.name=/^(maxLength|minLength|min|max|limit)$/] Literal[raw=/^[0-9]/]",
  message:
    'A form limit comes from the shared schema the server checks (limitsAt, maxLengthOf, rangeOf in components/ui/schema-limits.ts) or from limits.ts, never a number of its own.',
};

const webLayers = layers.flatMap(({ folder, refuses }) =>
  [0, 1, 2, 3].map((depth) => {
    const patterns = [...refuses(depth), shortestPath, wholeRouteTable];
    return {
      files: [`apps/web/src/${folder}/${'*/'.repeat(depth)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': ['error', { patterns }],
        'no-restricted-syntax': [
          'error',
          ...patterns.map(refuseDynamic),
          literalLimit,
          {
            selector: "ImportExpression[source.type!='Literal']",
            message: 'A dynamic import names its module in quotes, so that the lint can read where it leads.',
          },
        ],
      },
    };
  }),
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
  ...webLayers,
);
