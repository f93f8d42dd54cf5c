import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import boundaries of src/ (the codebase's conventions):
 * - a feature reaches another feature only through its index (`@/features/x`), never a file inside
 *   it, and never climbs out of its own folder with a relative path;
 * - features, src/lib and src/components never import the app (src/app); lib and components
 *   import no feature either;
 * - only start-up (src/app/bootstrap.ts), src/testing and tests import the mock backend;
 * - `logic/` folders hold pure rules: no React, react-query, router or components (hooks go in `hooks/`);
 * - one module each wraps React's `lazy` (src/lib/lazy.tsx) and react-query's `useMutation`
 *   (src/lib/api/mutation.ts, where every mutation declares what it changes).
 * The app's route table loads route pages with dynamic import(), which this rule does not check.
 * The boundaries use `no-restricted-imports`; the mock backend rule uses typescript-eslint's twin
 * of it, so that the two lists apply independently.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const classicZod = {
  name: 'zod',
  message: "Import { z } from 'zod/mini': classic zod is not tree-shakable and weighs on every page.",
};
const noApp = {
  regex: '^(@/app|(\\.\\./)+app)(/|$)',
  message: 'Only the app imports src/app: pass what is needed in, or move it to src/lib.',
};
const noFeatures = {
  regex: '^(@/features|(\\.\\./)+features)(/|$)',
  message: 'src/lib and src/components import no feature.',
};
const otherFeatureInside = (feature) => ({
  regex: `^@/features/(?!${feature}/)[^/]+/.+`,
  message: 'Import another feature through its index (@/features/<name>), not a file inside it.',
});
/** A relative path from a file `depth` folders below its feature's folder that leaves the feature. */
const leavesFeature = (depth) => ({
  regex: `^(\\.\\.(/|$)){${depth + 1},}`,
  message: "Leave the feature through '@/…' imports (another feature's index, lib, components, config).",
});
const noMocks = {
  regex: '^(@/mocks|(\\.\\./)+mocks)(/|$)',
  message: 'Only src/app/bootstrap.ts, src/testing and tests import the mock backend.',
};

/** React.lazy goes through the portal's one lazy primitive, which adds preloading and retrying. */
const reactLazy = {
  name: 'react',
  importNames: ['lazy'],
  message:
    'Load code later through src/lib/lazy.tsx (lazyComponent for anything rendered, loadOnce for anything called).',
};
/** Every mutation says what its success changed (the other tabs and the cache follow it): src/lib/api/mutation.ts. */
const directMutation = {
  name: '@tanstack/react-query',
  importNames: ['useMutation'],
  message:
    'Declare a mutation with usePortalMutation (src/lib/api/mutation.ts): it requires what the mutation changes.',
};
const restrictedPaths = [classicZod, reactLazy, directMutation];

/**
 * `logic/` holds the pure rules of a feature, unit-tested without React: no React, react-query or router, and no
 * components. A hook goes in the feature's `hooks/` folder (or beside the component that uses it).
 */
const pureLogic = [
  {
    group: [
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      '@tanstack/react-query',
      '@tanstack/react-query/*',
      'react-router',
      'react-router/*',
      'react-router-dom',
      'react-router-dom/*',
    ],
    message: "logic/ is pure (no React, react-query or router): put the hook in the feature's hooks/ folder.",
  },
  {
    regex: '(^|/)components(/|$)',
    message: 'logic/ is pure and imports no components: move what both need into logic/, or the code into components/.',
  },
];

const restrict = (...patterns) => ['error', { paths: restrictedPaths, patterns }];
/** The same, for the one module that may import `allowed` (one of the restricted paths). */
const restrictBut = (allowed, ...patterns) => [
  'error',
  { paths: restrictedPaths.filter((path) => path !== allowed), patterns },
];
const tests = ['**/__tests__/**', '**/*.test.{ts,tsx}'];

/**
 * A dynamic import() into another feature's files (no-restricted-imports sees static imports only).
 * The selector's regular expression spells '/' as \x2F: selectors end a regular expression at '/'.
 */
const dynamicImportInside = (feature) => ({
  selector: `ImportExpression[source.value=/^@\\x2Ffeatures\\x2F(?!${feature}\\x2F)[^\\x2F]+\\x2F./]`,
  message: 'Import another feature through its index (@/features/<name>), not a file inside it.',
});

/**
 * Dates and times are read and written through src/lib/dates only: no date library and no
 * Intl date formatter elsewhere. Tests may use either to work out what they expect.
 */
const dateLibrary = '/^date-fns(-tz)?(\\x2F|$)/';
const dateLibraryMessage = 'Dates and times go through src/lib/dates: use (or add) a function there.';
const datesOnlyInTheirModule = [
  ...['ImportDeclaration', 'ImportExpression', 'ExportNamedDeclaration', 'ExportAllDeclaration'].map((node) => ({
    selector: `${node}[source.value=${dateLibrary}]`,
    message: dateLibraryMessage,
  })),
  ...['NewExpression', 'CallExpression'].map((node) => ({
    selector: `${node}[callee.object.name='Intl'][callee.property.name='DateTimeFormat']`,
    message: dateLibraryMessage,
  })),
  {
    selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)String$/]',
    message: dateLibraryMessage,
  },
];
const testFiles = [...tests, 'tests/**'];

/**
 * Server HTML reaches the page through one component, which sanitises it and hands React a value of
 * the portal's Trusted Types policy: SafeHtml (src/components/safe-html.tsx).
 */
const noInnerHtml = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render HTML with <SafeHtml> (src/components/safe-html.tsx), the one component that sets HTML.',
};

/** One block per feature and folder depth (the relative-path limit depends on the depth), then its logic/ folder. */
const featureBlocks = features.flatMap((feature) => [
  ...[0, 1, 2, 3, 4].map((depth) => ({
    files: [`src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(otherFeatureInside(feature), noApp, leavesFeature(depth)),
      'no-restricted-syntax': ['error', dynamicImportInside(feature), noInnerHtml, ...datesOnlyInTheirModule],
    },
  })),
  ...[1, 2, 3, 4].map((depth) => ({
    files: [`src/features/${feature}/logic/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': restrict(otherFeatureInside(feature), noApp, leavesFeature(depth), ...pureLogic),
    },
  })),
  {
    files: tests.map((pattern) => `src/features/${feature}/${pattern}`),
    rules: { 'no-restricted-syntax': ['error', dynamicImportInside(feature), noInnerHtml] },
  },
]);

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e',
      'dist-bench',
      'dist-faults',
      'lighthouse-reports',
      'tests/e2e/artifacts',
      'coverage',
      'public/mockServiceWorker.js',
      'node_modules',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-imports': restrict(),
      'no-restricted-syntax': ['error', noInnerHtml, ...datesOnlyInTheirModule],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/components/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(noFeatures, noApp) },
  },
  {
    files: ['src/lib/**/logic/**/*.{ts,tsx}', 'src/components/**/logic/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(noFeatures, noApp, ...pureLogic) },
  },
  { files: ['src/lib/lazy.tsx'], rules: { 'no-restricted-imports': restrictBut(reactLazy, noFeatures, noApp) } },
  {
    files: ['src/lib/api/mutation.ts'],
    rules: { 'no-restricted-imports': restrictBut(directMutation, noFeatures, noApp) },
  },
  ...featureBlocks,
  { files: ['src/components/safe-html.tsx'], rules: { 'no-restricted-syntax': 'off' } },
  {
    files: ['src/lib/dates/**', ...testFiles],
    ignores: ['src/features/**'],
    rules: { 'no-restricted-syntax': ['error', noInnerHtml] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/bootstrap.ts', 'src/testing/**', 'src/mocks/**', ...tests],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noMocks] }] },
  },
  // No import cycles: a module's static imports never lead back to it (import-x does not follow type-only
  // imports). A cycle closed by a dynamic import() is allowed: the route declarations load every page lazily, and
  // a page may read the declarations (the side menu does); nothing runs while its module is half evaluated.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          alias: { '@': [fileURLToPath(new URL('./src', import.meta.url))] },
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }] },
  },
  // Size: small files and functions (the API contract's types, demo data and tests excepted).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/api/contract.ts', 'src/mocks/fixtures/**', ...tests],
    rules: { 'max-lines': ['error', 300], 'max-lines-per-function': ['error', 150] },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['**/*.{js,mjs}'],
    ignores: testFiles,
    rules: { 'no-restricted-syntax': ['error', ...datesOnlyInTheirModule] },
  },
);
