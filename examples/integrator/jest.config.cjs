// The example integrator page's script, run in jsdom against its own index.html with fake remote containers.
module.exports = require('../../tooling/jest/createJestConfig.cjs')(__dirname, { roots: ['<rootDir>'], testPathIgnorePatterns: ['/typed/'] });
