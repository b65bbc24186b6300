import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { emitRemoteTypes } from './remoteTypes';

/**
 * A remote's published types are what a consumer (the host, an integrator) type-checks against: a page
 * that starts to need a prop the consumer does not pass must fail the consumer's type-check.
 */
const repo = path.resolve(__dirname, '../..');
// In a package that depends on shared and react, as a remote does (removed afterwards).
const dir = mkdtempSync(path.join(repo, 'host', '.remote-types-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function remoteWithPage(name: string, page: string): string {
  const appDir = path.join(dir, name);
  mkdirSync(path.join(appDir, 'src/exposes'), { recursive: true });
  writeFileSync(path.join(appDir, 'src/exposes/Page.tsx'), page);
  writeFileSync(
    path.join(appDir, 'src/exposes/mount.ts'),
    "import { createRemoteMount } from 'shared/mount';\nexport const mount = createRemoteMount([]);\nexport default mount;\n",
  );
  emitRemoteTypes({ repo, appDir, federationName: 'sample', exposes: { './Page': './src/exposes/Page.tsx', './mount': './src/exposes/mount.ts' } });
  return appDir;
}

/** Type-checks a consumer that draws the page with no props and mounts the remote, against the published folder alone. */
function consumerCheck(appDir: string): { status: number | null; output: string } {
  const consumer = path.join(appDir, 'consumer');
  mkdirSync(consumer, { recursive: true });
  writeFileSync(
    path.join(consumer, 'consumer.tsx'),
    [
      "import Page from 'sample/Page';",
      "import { mount } from 'sample/mount';",
      'export const page = <Page />;',
      "export const unmount = mount(document.body, { router: 'memory', initialPath: '/pages/x' });",
    ].join('\n'),
  );
  writeFileSync(
    path.join(consumer, 'tsconfig.json'),
    JSON.stringify({
      extends: path.join(repo, 'tsconfig.base.json'),
      compilerOptions: { types: [], paths: { 'sample/*': ['../@mf-types/sample/*'] } },
      files: ['consumer.tsx'],
    }),
  );
  const result = spawnSync(path.join(repo, 'node_modules/.bin/tsc'), ['--noEmit', '-p', consumer], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('a remote’s published types', () => {
  it('hold each exposed module and what it needs of `shared`, without the workspace', () => {
    const appDir = remoteWithPage('fine', 'export default function Page() { return <h1>Página</h1>; }\n');
    const entry = readFileSync(path.join(appDir, '@mf-types/sample/mount.d.ts'), 'utf8');
    expect(entry).toContain("export { default } from '../compiled/");
    expect(existsSync(path.join(appDir, '@mf-types/compiled/shared/src/app/mount.d.ts'))).toBe(true);
    const mountTypes = readFileSync(path.join(appDir, `@mf-types/compiled/${path.relative(repo, appDir)}/src/exposes/mount.d.ts`), 'utf8');
    expect(mountTypes).not.toMatch(/from ['"]shared['"]|import\(['"]shared['"]\)/);
    expect(consumerCheck(appDir)).toEqual({ status: 0, output: '' });
  });

  it('make a page that now needs a prop fail the type-check of a consumer that does not pass it', () => {
    const appDir = remoteWithPage('breaking', 'export default function Page({ storeId }: { storeId: string }) { return <h1>{storeId}</h1>; }\n');
    const { status, output } = consumerCheck(appDir);
    expect(status).not.toBe(0);
    expect(output).toMatch(/storeId/);
  });
});
