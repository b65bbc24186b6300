import { exportedNames, exportsOwnedByOneRemote, REPO } from './sharedOwnership';
import path from 'node:path';

describe('shared holds only what is one object on the page or common to the apps (README, "Architecture in a page")', () => {
  it('reads the exports of an entry point, through export * and export { } from', () => {
    const names = [...exportedNames(path.join(REPO, 'shared/src/index.ts')).keys()];
    expect(names).toContain('http'); // export const, through export * from './http'
    expect(names).toContain('periodMessages'); // export { … } from
  });

  it('exports nothing that only one remote imports', () => {
    const owned = exportsOwnedByOneRemote().map(({ app, name, file }) => `${app}: ${name} (${file})`);
    expect(owned).toEqual([]);
  });
});
