// Each sandbox test builds a whole server (the contract's routes, the seed): on a loaded machine its first call can
// take seconds. Set here, not as the config's testTimeout, so the root's `jest` (npm test), which runs this package as
// one of its projects and reads no project's testTimeout, gives the same 30 s as `jest` run in this package.
jest.setTimeout(30_000);
