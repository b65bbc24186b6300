// The one jest configuration of every front-end package: @swc/jest, jsdom, Testing Library.
const path = require('node:path');

/** ESM-only packages jest must transform (antd's, jotai, msw's), also where pnpm keeps them (node_modules/.pnpm/@scope+name@…). */
const ESM_PACKAGES = 'jotai|@ant-design[+/](colors|fast-color)|rettime|p-limit|yocto-queue|until-async|@open-draft[+/]deferred-promise';

module.exports = function createJestConfig(packageDir, overrides = {}) {
  return {
    displayName: path.basename(packageDir),
    rootDir: packageDir,
    // jsdom with Node's fetch API globals: every package fakes the network the one way, msw (shared/testing).
    testEnvironment: path.join(__dirname, 'jsdomWithFetchEnvironment.cjs'),
    roots: ['<rootDir>/src'],
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/)?(${ESM_PACKAGES}))`],
    moduleNameMapper: {
      '\\.(css)$': path.join(__dirname, 'styleMock.cjs'),
      // The bundles load antd's ES components by path (e.g. a lazy 'antd/es/app'); jest runs its CommonJS build.
      '^antd/es/(.*)$': 'antd/lib/$1',
      // The plain kit's icons (SVG data) likewise: the bundles take the ES files, jest the CommonJS ones.
      '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
    },
    testEnvironmentOptions: { customExportConditions: [''] },
    // antd screens render slowly in jsdom on a busy 2-core runner: room enough that only a real hang fails.
    testTimeout: 30_000,
    ...overrides,
  };
};
