// Lint rules for every package: typescript-eslint's recommended set, plus Lit's and web components' rules for the
// browser packages. Formatting is prettier's job (`npm run format:check`), not the linter's.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { configs as litConfigs } from 'eslint-plugin-lit';
import { configs as wcConfigs } from 'eslint-plugin-wc';
import globals from 'globals';

export default tseslint.config(
  // The same folders .gitignore leaves out: build output and what tests write.
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', '**/.kefu-tmp/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // Unused arguments and destructured rest siblings named with a leading underscore are deliberate.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['packages/widget/src/**/*.ts', 'packages/console/src/**/*.ts', 'demo/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
    ...litConfigs['flat/recommended'],
  },
  {
    files: ['packages/widget/src/**/*.ts', 'packages/console/src/**/*.ts'],
    ...wcConfigs['flat/recommended'],
  },
);
