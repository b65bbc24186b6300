import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue 18: one way to fake the network in tests — msw, with the contract's paths per API domain from
 * shared/testing/network. A test that spies on a typed API object (`jest.spyOn(operationsApi, …)`), on the HTTP
 * client, or swaps its axios adapter skips the code that calls the server, and fails this test.
 *
 * STILL_TO_CONVERT lists the test files written before the rule, to be moved to msw one by one: the list may only
 * shrink (a file converted must leave it, and no file may join it).
 */
const REPO = path.resolve(__dirname, '../..');
const SOURCE_DIRS = ['host/src', 'shared/src', 'remote-auth/src', 'remote-delivery/src', 'remote-operations/src', 'remote-account/src'];
const FAKING_THE_CLIENT = /jest\s*\.spyOn\(\s*\w*Api\b|jest\s*\.spyOn\(\s*http\b|http\.defaults\.adapter\s*=/;

const STILL_TO_CONVERT = [
  'remote-delivery/src/features/legacy-builder/LegacyDeliveryPage.test.tsx',
];

function filesFakingTheClient(): string[] {
  return execFileSync('git', ['ls-files', ...SOURCE_DIRS], { cwd: REPO, encoding: 'utf8' })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && FAKING_THE_CLIENT.test(readFileSync(path.join(REPO, file), 'utf8')))
    .sort();
}

describe('one way to fake the network in tests', () => {
  it('no test fakes the HTTP client or a typed API object, except the files still to convert', () => {
    expect(filesFakingTheClient().filter((file) => !STILL_TO_CONVERT.includes(file))).toEqual([]);
  });

  it('the list of files still to convert only shrinks: a converted file leaves it', () => {
    const faking = filesFakingTheClient();
    expect(STILL_TO_CONVERT.filter((file) => !faking.includes(file))).toEqual([]);
  });
});
