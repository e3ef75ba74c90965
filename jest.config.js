const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];
const common = {
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.tsx?$': swc },
  moduleNameMapper: {
    '^@k9/domain$': '<rootDir>/libs/domain/src/index.ts',
    '^@k9/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
  rootDir: '.',
};
export default {
  // Browser journeys and real-database tests need more than the default 5 s.
  testTimeout: 60000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{libs,apps/api}/**/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'int',
      testMatch: ['<rootDir>/apps/api/**/*.int-spec.ts', '<rootDir>/apps/api/test/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/apps/api/test/global-setup.ts',
      globalTeardown: '<rootDir>/apps/api/test/global-teardown.ts',
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/apps/web/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/apps/api/test/global-setup.ts',
      globalTeardown: '<rootDir>/apps/api/test/global-teardown.ts',
    },
  ],
};
