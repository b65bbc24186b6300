/** The servers' tests: node environment. */
module.exports = {
  displayName: 'serve',
  testEnvironment: 'node',
  roots: ['<rootDir>'],
  testMatch: ['**/*.test.ts'],
  testPathIgnorePatterns: ['/node_modules/'],
  // ESM-only packages the static servers use (content-disposition through @fastify/static, cookie through
  // fastify.inject): compile them to CommonJS like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/(content-disposition|cookie)@[^/]+/node_modules/)?(content-disposition|cookie)/)'],
  transform: {
    '^.+\\.(t|j)s$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
};
