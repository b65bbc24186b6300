import { readdirSync } from 'node:fs';
import path from 'node:path';
import { contractOperations } from './contract';
import { API } from './network';

/** The fake network's paths are the contract's: a path the contract does not have would fake a call no server answers. */
describe('shared/testing/network API paths', () => {
  const files = readdirSync(path.resolve(__dirname, '../../contract')).filter((file) => file.endsWith('.yaml'));
  const operations = files.flatMap((file) => contractOperations(file));

  it.each(Object.entries(API).flatMap(([domain, paths]) => Object.entries(paths).map(([name, pattern]) => [`${domain}.${name}`, pattern])))(
    '%s is a path of the contract',
    (_name, pattern) => {
      // '*/api/box/v2/roles/:id' as a request would be: '/api/box/v2/roles/x'.
      const example = pattern.replace(/^\*/, '').replace(/:[A-Za-z]+/g, 'x');
      expect(operations.some((op) => op.pattern.test(example))).toBe(true);
    },
  );
});
