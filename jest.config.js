// Tests are ESM TypeScript run by ts-jest (transpile only; `npm run typecheck` checks types).
// Stores: the global setup starts (or reuses) a real Neo4j and Redis; see test/setup/README.md.
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: { isolatedModules: true, allowImportingTsExtensions: true, noEmit: true, verbatimModuleSyntax: false } }],
  },
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  globalSetup: '<rootDir>/test/setup/global-setup.ts',
  globalTeardown: '<rootDir>/test/setup/global-teardown.ts',
  testTimeout: 60000,
  // The default reporter, then one plain closing line of counts (see test/setup/closing-line.js).
  reporters: ['default', '<rootDir>/test/setup/closing-line.js'],
};
