// ESLint with typescript-eslint's type-aware recommended rules over the service, its tests, benchmarks
// and scripts. Formatting is prettier's (.prettierrc.json); rules that only restate style are off.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'data/', 'neo4j-local/target/', '.cache/', '.test-data/', 'coverage/', '.bench/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    rules: {
      // The house way to drop a field on purpose is `const { secret: _secret, ...rest } = value`, and an
      // argument a signature needs but a body does not read is named `_…`; neither is a forgotten variable.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true, argsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
);
