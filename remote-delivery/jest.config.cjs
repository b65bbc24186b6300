module.exports = require('tooling/jest/createJestConfig.cjs')(__dirname);
