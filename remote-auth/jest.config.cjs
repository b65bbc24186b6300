// antd-heavy screens: a longer time per test (src/testing/setupTests.ts).
const path = require('node:path');
const createJestConfig = require('tooling/jest/createJestConfig.cjs');

const base = createJestConfig(__dirname);

module.exports = { ...base, setupFilesAfterEnv: [...base.setupFilesAfterEnv, path.join(__dirname, 'src/testing/setupTests.ts')] };
