import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One map of the portal's page addresses (shared/src/pages.ts, 'shared/pages'). The host's route table and menu, each
 * remote's mount() and every link are built from it, so no other product code writes a '/pages/…' address (comments
 * may name one; tests write the addresses a user sees).
 */
const REPO = path.resolve(__dirname, '../..');
const SOURCE_DIRS = ['host/src', 'shared/src', 'remote-auth/src', 'remote-delivery/src', 'remote-operations/src', 'remote-account/src'];

describe('the map of page addresses', () => {
  it("is the only product code that writes a '/pages/…' address", () => {
    const files = execFileSync('git', ['ls-files', ...SOURCE_DIRS], { cwd: REPO, encoding: 'utf8' })
      .split('\n')
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes('/testing/') && file !== 'shared/src/pages.ts');
    const written = files.flatMap((file) =>
      readFileSync(path.join(REPO, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => (/['"`]\/pages\//.test(line) && !/^\s*(\*|\/\*|\/\/)/.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(written).toEqual([]);
  });
});
