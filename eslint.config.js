import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const noImport = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group].flat(), message })) }],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.turbo/**', 'test-results/**', 'playwright-report/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Packages talk through their public names, never by reaching into each other's folders.
      ...noImport(['../../packages/*', '../../../packages/*', '../../apps/*', '../../../apps/*'], 'Import another workspace by its package name.'),
    },
  },
  // Layers point one way: ui kits render, they never fetch.
  {
    files: ['packages/ui-desktop/**', 'packages/ui-mobile/**'],
    // Kits may use the shared interaction hooks and the screen models' types (docs/screen-models.md).
    rules: noImport(['@bf/api-client', '@bf/api-client/*', ['@bf/headless/*', '!@bf/headless/interactions', '!@bf/headless/screens'], 'react-router', 'react-router-dom', 'swr', '@bf/desktop', '@bf/mobile'], 'UI kits only render: data and routing come from headless through the app.'),
  },
  {
    files: ['packages/headless/**'],
    rules: noImport(['@bf/ui-desktop', '@bf/ui-desktop/*', '@bf/ui-mobile', '@bf/ui-mobile/*', '@bf/desktop', '@bf/mobile', '@bf/server', '@bf/api'], 'headless holds behaviour; it never imports a UI kit or an app.'),
  },
  {
    files: ['packages/api-client/**'],
    rules: noImport(['react', 'react-dom', '@bf/headless', '@bf/headless/*', '@bf/ui-desktop', '@bf/ui-desktop/*', '@bf/ui-mobile', '@bf/ui-mobile/*'], 'The API client imports no UI and no app state.'),
  },
  {
    files: ['apps/desktop/**'],
    rules: noImport(['@bf/ui-mobile', '@bf/ui-mobile/*', '@bf/api-client', '@bf/api-client/*'], 'The desktop app renders with its own kit and reads data through headless.'),
  },
  {
    files: ['apps/mobile/**'],
    rules: noImport(['@bf/ui-desktop', '@bf/ui-desktop/*', '@bf/api-client', '@bf/api-client/*'], 'The mobile app renders with its own kit and reads data through headless.'),
  },
);
