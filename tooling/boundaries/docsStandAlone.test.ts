import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The docs stand alone for a newcomer with only the repository: every decision the code cites by number (D1…) is in
 * docs/decisions.md under its number, every docs/ file cited exists, nothing points at the product team's outside docs.
 */
const REPO = path.resolve(__dirname, '../..');
const TEXT = /\.(ts|tsx|mjs|cjs|md|yaml|json)$/;
const tracked = execFileSync('git', ['ls-files'], { cwd: REPO, encoding: 'utf8' })
  .split('\n')
  .filter((file) => TEXT.test(file) && file !== 'pnpm-lock.yaml' && !file.startsWith('tooling/boundaries/'))
  .map((file) => ({ file, text: readFileSync(path.join(REPO, file), 'utf8') }));

describe('the docs stand alone', () => {
  it('holds every cited decision under its number in docs/decisions.md', () => {
    const decisions = readFileSync(path.join(REPO, 'docs/decisions.md'), 'utf8');
    const written = new Set([...decisions.matchAll(/^## D(\d+)\. /gm)].map((match) => match[1]));
    // D4, (D5), D4's: a decision; a courier's 'D42' or '/tracking/D9' in data is not.
    const cited = new Set(tracked.flatMap(({ text }) => [...text.matchAll(/(?<![/\w'"-])D(\d+)\b(?![-\w])/g)].map((match) => match[1])));
    expect(cited.size).toBeGreaterThan(3);
    expect([...cited].filter((n) => !written.has(n)).map((n) => `D${n}`)).toEqual([]);
  });

  it('cites only docs that exist, and nothing outside the repository', () => {
    const missing = tracked.flatMap(({ file, text }) =>
      [...text.matchAll(/\bdocs\/([\w-]+\.md)/g)].filter((match) => !existsSync(path.join(REPO, 'docs', match[1]))).map((match) => `${file}: docs/${match[1]}`),
    );
    expect(missing).toEqual([]);
    const outside = tracked
      .filter(({ text }) => /\b(DECISIONS|ARCHITECTURE|TOOLCHAIN)\.md\b|\.\.\/shared\/(spec|ARCHITECTURE)/.test(text))
      .map(({ file }) => file);
    expect(outside).toEqual([]);
  });
});
