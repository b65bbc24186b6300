// remote-delivery's component tests may mock the API at the network level with msw 2 (setupServer from
// 'msw/node'): jsdom gets Node's fetch API globals (src/testing/jsdomWithFetchEnvironment.cjs) and
// msw's ESM-only dependencies are transformed too.
const path = require('node:path');
const createJestConfig = require('../tooling/jest/createJestConfig.cjs');

const ESM_PACKAGES = ['jotai', '@ant-design\\+colors', '@ant-design/colors', '@ant-design\\+fast-color', '@ant-design/fast-color', 'rettime', 'until-async', '@open-draft\\+deferred-promise', '@open-draft/deferred-promise'];

const base = createJestConfig(__dirname);

module.exports = {
  ...base,
  testEnvironment: path.join(__dirname, 'src/testing/jsdomWithFetchEnvironment.cjs'),
  transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/(${ESM_PACKAGES.join('|')})|${ESM_PACKAGES.join('|')}))`],
};
