import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One way to fake the network in tests (README, 'Tests') — msw, with the contract's paths per API domain from
 * shared/testing/network. A test that spies on a typed API object (`jest.spyOn(operationsApi, …)`), on the HTTP
 * client, or swaps its axios adapter skips the code that calls the server, and fails this test.
 */
const REPO = path.resolve(__dirname, '../..');
const SOURCE_DIRS = ['host/src', 'shared/src', 'remote-auth/src', 'remote-delivery/src', 'remote-operations/src', 'remote-account/src'];
const FAKING_THE_CLIENT = /jest\s*\.spyOn\(\s*\w*Api\b|jest\s*\.spyOn\(\s*http\b|http\.defaults\.adapter\s*=/;

describe('one way to fake the network in tests', () => {
  it('no test fakes the HTTP client or a typed API object', () => {
    const files = execFileSync('git', ['ls-files', ...SOURCE_DIRS], { cwd: REPO, encoding: 'utf8' }).split('\n');
    expect(files.filter((file) => /\.tsx?$/.test(file) && FAKING_THE_CLIENT.test(readFileSync(path.join(REPO, file), 'utf8')))).toEqual([]);
  });

  it('the rule sees a spy on a typed API object, on the client, and a swapped adapter', () => {
    for (const faking of ["jest.spyOn(walletApi, 'balance')", "jest.spyOn(http, 'get')", 'http.defaults.adapter = adapter']) {
      expect(FAKING_THE_CLIENT.test(faking)).toBe(true);
    }
    expect(FAKING_THE_CLIENT.test("jest.spyOn(window, 'open')")).toBe(false);
  });
});
