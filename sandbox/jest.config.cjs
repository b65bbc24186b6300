/** Sandbox API tests: node environment, TypeScript through @swc/jest (CommonJS output). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  // `cookie` 2 (used by fastify.inject through light-my-request) is ESM-only: let swc turn it into CommonJS.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/cookie@[^/]+/node_modules/)?cookie/)'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/jestTimeout.ts'],
};
