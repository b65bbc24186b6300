// `jest` at the root runs every package's tests in one pool.
module.exports = {
  projects: [
    'shared',
    'host',
    'remote-auth',
    'remote-delivery',
    'remote-operations',
    'remote-account',
    'sandbox',
    'tooling',
    'bench',
    'serve',
    'deploy',
    'release',
    'examples/integrator',
  ].map((p) => `<rootDir>/${p}`),
};
