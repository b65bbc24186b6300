// remote-auth's component tests mock the API at the network level with msw 2 (setupServer from
// 'msw/node'); msw's ESM-only dependencies must be transformed too, and jsdom needs the fetch API
// globals msw is built on (see src/testing/jsdomFetchGlobals.ts).
const path = require('node:path');
const createJestConfig = require('../tooling/jest/createJestConfig.cjs');

const ESM_PACKAGES = ['jotai', '@ant-design\\+colors', '@ant-design/colors', '@ant-design\\+fast-color', '@ant-design/fast-color', 'rettime', 'until-async'];
const base = createJestConfig(__dirname);

module.exports = {
  ...base,
  setupFiles: [path.join(__dirname, 'src/testing/jsdomFetchGlobals.ts')],
  transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/(${ESM_PACKAGES.join('|')})|${ESM_PACKAGES.join('|')}))`],
};
