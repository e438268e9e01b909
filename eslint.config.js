import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Each rule group says why; a file gets every group that applies to it, merged into one no-restricted-imports rule
// (flat config replaces a rule's options per file, so the groups are combined here rather than layered).
const group = (patterns, message, options = {}) => ({ group: patterns, message, ...options });

// Packages talk through their public names, never by reaching into each other's folders.
const ACROSS_PACKAGES = group(['../../packages/*', '../../../packages/*', '../../apps/*', '../../../apps/*'], 'Import another workspace by its package name.');
const noImport = (...groups) => ({ 'no-restricted-imports': ['error', { patterns: [ACROSS_PACKAGES, ...groups] }] });

const DATA_AND_ROUTING = ['react-router', 'react-router-dom', 'swr', 'swr/*', 'valtio', 'valtio/*', '@bf/api-client', '@bf/api-client/*'];
const NO_EFFECTS = {
  'no-restricted-syntax': [
    'error',
    { selector: "ImportSpecifier[imported.name=/^use(Layout|Insertion)?Effect$/]", message: 'UI kits hold no effects: use a hook from @bf/headless/interactions.' },
    { selector: "MemberExpression[property.name=/^use(Layout|Insertion)?Effect$/]", message: 'UI kits hold no effects: use a hook from @bf/headless/interactions.' },
  ],
};
// Regular expressions, not gitignore patterns: a gitignore pattern that excludes @bf/headless cannot re-include a subpath.
const KIT_FROM_HEADLESS = { regex: '^@bf/headless(?!/(interactions|screens)(/|$))', message: 'UI kits only render: from headless they take interaction hooks and screen model types.' };
const KIT_SCREEN_TYPES = { regex: '^@bf/headless/screens(/|$)', message: 'A kit takes only the types of a screen model (import type).', allowTypeImports: true };
const SCREEN_FROM_HEADLESS = { regex: '^@bf/headless(?!/(interactions|screens)(/|$))', message: 'A screen renders its screen model: import it from @bf/headless/screens/<screen>.' };
const TESTS = ['**/*.test.{ts,tsx}', '**/*.ssr.test.{ts,tsx}', '**/*.stories.tsx', '**/.storybook/**'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', '**/storybook-static/**', 'test-results/**', 'playwright-report/**', 'e2e/workbench-shots/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      ...noImport(),
    },
  },
  // Layers point one way: UI kits render what they are given. Interaction hooks and the screen models' types are the
  // only things they take from headless; no effects of their own.
  {
    files: ['packages/ui-desktop/**/*.{ts,tsx}', 'packages/ui-mobile/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      ...NO_EFFECTS,
    },
  },
  {
    files: ['packages/ui-desktop/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: noImport(group([...DATA_AND_ROUTING, '@bf/desktop', '@bf/mobile', '@bf/ui-mobile', '@bf/ui-mobile/*', ], 'The desktop kit renders what it is given; data, routing and rules come from headless.'), KIT_FROM_HEADLESS, KIT_SCREEN_TYPES),
  },
  {
    files: ['packages/ui-mobile/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: noImport(group([...DATA_AND_ROUTING, '@bf/desktop', '@bf/mobile', '@bf/ui-desktop', '@bf/ui-desktop/*', ], 'The mobile kit renders what it is given; data, routing and rules come from headless.'), KIT_FROM_HEADLESS, KIT_SCREEN_TYPES),
  },
  // The kits' shared ground (class names, the app's link, icon shapes): no platform, no behaviour, no data.
  {
    files: ['packages/ui-core/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      ...NO_EFFECTS,
      // Like a kit, ui-core may name a screen model's types (so a part drawn alike takes the model's shape, not a copy).
      ...noImport(
        group([...DATA_AND_ROUTING, '@bf/ui-desktop', '@bf/ui-desktop/*', '@bf/ui-mobile', '@bf/ui-mobile/*', '@bf/desktop', '@bf/mobile'], 'ui-core is what both kits draw alike: no behaviour, no data, no platform kit.'),
        { regex: '^@bf/headless(?!/screens(/|$))', message: 'ui-core is what both kits draw alike: from headless it takes only screen model types.' },
        KIT_SCREEN_TYPES,
      ),
    },
  },
  {
    files: ['packages/headless/**'],
    rules: noImport(group(['@bf/ui-desktop', '@bf/ui-desktop/*', '@bf/ui-mobile', '@bf/ui-mobile/*', '@bf/desktop', '@bf/mobile', '@bf/server', '@bf/api'], 'headless holds behaviour; it never imports a UI kit or an app.')),
  },
  {
    files: ['packages/api-client/**'],
    rules: noImport(group(['react', 'react-dom', '@bf/headless', '@bf/headless/*', '@bf/ui-desktop', '@bf/ui-desktop/*', '@bf/ui-mobile', '@bf/ui-mobile/*'], 'The API client imports no UI and no app state.')),
  },
  // Apps compose: no data, routing or state library of their own (the route composition takes react-router's types;
  // the kits' router link is headless's RouterLink).
  {
    files: ['apps/desktop/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: noImport(group(['@bf/ui-mobile', '@bf/ui-mobile/*', ...DATA_AND_ROUTING], 'The desktop app renders with its own kit and takes data, routing and state through headless.', { allowTypeImports: true })),
  },
  {
    files: ['apps/mobile/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: noImport(group(['@bf/ui-desktop', '@bf/ui-desktop/*', ...DATA_AND_ROUTING], 'The mobile app renders with its own kit and takes data, routing and state through headless.', { allowTypeImports: true })),
  },
  // A screen is markup over its model: from headless it takes only screen models and interaction hooks.
  // The screens both apps share draw with `@kit/…` (each app's own kit), never a platform kit by name.
  {
    files: ['packages/screens/**/*.{ts,tsx}'],
    ignores: [...TESTS, 'packages/screens/src/shell/**'],
    rules: noImport(
      group(['@bf/ui-desktop', '@bf/ui-desktop/*', '@bf/ui-mobile', '@bf/ui-mobile/*', '@bf/desktop', '@bf/mobile', ...DATA_AND_ROUTING], 'A shared screen draws with @kit/… (the app\'s own kit) and takes data, routing and state through headless.'),
      SCREEN_FROM_HEADLESS,
      group(['./*-screen', './*-page', '../*-page'], 'Screens never import screens: shared markup goes to src/parts or the kit.'),
    ),
  },
  // The shell both apps compose alike (routes, app shell, header) is not a screen: like an app's own shell files it
  // takes from any part of headless, but still draws with `@kit/…` only and takes no data or routing library.
  {
    files: ['packages/screens/src/shell/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: noImport(group(['@bf/ui-desktop', '@bf/ui-desktop/*', '@bf/ui-mobile', '@bf/ui-mobile/*', '@bf/desktop', '@bf/mobile', ...DATA_AND_ROUTING], 'The shared shell draws with @kit/… (the app\'s own kit) and takes data, routing and state through headless.')),
  },
  {
    files: ['apps/desktop/src/screens/**/*.{ts,tsx}', 'apps/desktop/src/parts/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: noImport(
      group(['@bf/ui-mobile', '@bf/ui-mobile/*', ...DATA_AND_ROUTING], 'The desktop app renders with its own kit and takes data, routing and state through headless.'),
      SCREEN_FROM_HEADLESS,
      group(['../screens/*', './*-screen', './*-page'], 'Screens never import screens: shared markup goes to src/parts or the kit.'),
    ),
  },
  {
    files: ['apps/mobile/src/screens/**/*.{ts,tsx}', 'apps/mobile/src/parts/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: noImport(
      group(['@bf/ui-desktop', '@bf/ui-desktop/*', ...DATA_AND_ROUTING], 'The mobile app renders with its own kit and takes data, routing and state through headless.'),
      SCREEN_FROM_HEADLESS,
      group(['../screens/*', './*-screen', './*-page'], 'Screens never import screens: shared markup goes to src/parts or the kit.'),
    ),
  },
);
