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
// The web's sources: TSX with React's automatic runtime.
const swcWeb = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' },
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
  // Two files at a time (2 cores). Three were measured over the whole suite and are not faster: 1,486 s and 1,523 s of
  // npm test against 1,450 s with two on the same commit's suite, and a journey's toast wait timed out beside two
  // other files (four timed out several). Each test database has its own jobs prefix in Redis, so files side by side
  // never take each other's jobs. A worker that has grown past the limit is replaced before its next file: one
  // long-lived process that kept every file's leftovers grew to 7 GB and slowed the last files several times over.
  maxWorkers: 2,
  workerIdleMemoryLimit: '1500MB',
  // A handle some file leaves open (a reconnecting client of a redis-server a test stopped) must not keep a finished
  // run waiting until CI's time limit: the results are in.
  forceExit: true,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{libs,apps/api}/**/src/**/*.spec.ts', '<rootDir>/apps/api/test/**/*.spec.ts'] },
    {
      ...common,
      // Pure web logic (formatters, form mapping, merge rules) beside its code; node is enough, no browser.
      displayName: 'web-unit',
      testMatch: ['<rootDir>/apps/web/src/**/*.spec.{ts,tsx}'],
      transform: { '^.+\\.tsx?$': swcWeb },
      // The aliases of apps/web/vite.config.ts.
      moduleNameMapper: {
        '\\.css$': '<rootDir>/apps/web/test/css-module.stub.ts',
        '^@k9/contracts/realtime$': '<rootDir>/libs/contracts/src/realtime/messages.ts',
        '^@k9/contracts/(.*)$': '<rootDir>/libs/contracts/src/$1',
        '^@k9/domain/(.*)$': '<rootDir>/libs/domain/src/$1',
        ...common.moduleNameMapper,
      },
    },
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
