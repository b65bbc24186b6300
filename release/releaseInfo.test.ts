import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gitState, typesHash } from './releaseInfo';

describe("what a release's release.json says of it", () => {
  it("hashes a page's published types with the declarations it re-exports, and nothing else", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'types-'));
    mkdirSync(path.join(dir, 'account'));
    mkdirSync(path.join(dir, 'compiled'));
    const entry = path.join(dir, 'account/WalletPage.d.ts');
    writeFileSync(entry, "export { default } from '../compiled/WalletPage';\n");
    writeFileSync(path.join(dir, 'compiled/WalletPage.d.ts'), "import { Row } from './Row';\nexport default function WalletPage(): JSX.Element;\n");
    writeFileSync(path.join(dir, 'compiled/Row.d.ts'), 'export declare function Row(): null;\n');
    const before = typesHash(entry);
    // A component the page uses inside changes: the page's own types did not.
    writeFileSync(path.join(dir, 'compiled/Row.d.ts'), 'export declare function Row(props: { x: 1 }): null;\n');
    expect(typesHash(entry)).toBe(before);
    // The page now takes props: another hash.
    writeFileSync(path.join(dir, 'compiled/WalletPage.d.ts'), 'export default function WalletPage(props: { storeId: string }): JSX.Element;\n');
    expect(typesHash(entry)).not.toBe(before);
    expect(typesHash(entry)).toMatch(/^[0-9a-f]{16}$/);
  });

  it('names the commit built, and says so when it is not a git checkout', () => {
    expect(gitState(__dirname).commit).toMatch(/^[0-9a-f]{40}$/);
    expect(gitState(mkdtempSync(path.join(tmpdir(), 'no-git-')))).toEqual({ commit: null, dirty: true });
  });
});
