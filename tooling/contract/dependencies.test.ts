import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { APPS as APP_INFO, REMOTES } from '../rspack/apps';
import { REACT_ROUTER_IMPLEMENTATION, SHARED_LIBRARIES, SINGLETONS } from '../rspack/shared-deps';

/**
 * Each package declares what its code imports, and imports what it declares (docs/decisions.md, 'Workspace and build'): a
 * dependency declared and unused is weight and audit noise; one used but undeclared breaks when a package stands alone.
 */
const repo = path.resolve(__dirname, '../..');
const APPS = APP_INFO.map((app) => app.dir);
const BUILD_TOOLING = ['tooling', 'bench', 'serve', 'deploy', 'release', 'e2e'];
const PACKAGES = ['shared', ...APPS, 'sandbox', ...BUILD_TOOLING];
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-versions', 'test-results', '.bench', 'generated']);
const CONTAINERS = new Set(REMOTES.map((remote) => remote.federationName));
const BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  packageManager?: string;
  engines?: { node?: string };
}
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
const root = read(path.join(repo, 'package.json'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return SKIP_DIRS.has(name) || name.startsWith('test-results') ? [] : sourceFiles(file);
    return /\.(tsx?|mjs|cjs|js)$/.test(name) && !name.endsWith('.d.ts') ? [file] : [];
  });
}

/** The package a bare import names ('antd/es/button' → 'antd', '@ant-design/icons/X' → '@ant-design/icons'). */
function packageOf(specifier: string): string | null {
  // 'operations/mount': a Module Federation container's module (typed by its published @mf-types), not a package.
  if (CONTAINERS.has(specifier.split('/')[0]!)) return null;
  // An import written inside a test's template string (a script it runs) names a file, not a package.
  if (specifier.includes('${')) return null;
  if (specifier.startsWith('.') || specifier.startsWith('/') || BUILTINS.has(specifier) || BUILTINS.has(specifier.split('/')[0]!)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
}

// require.resolve(x, { paths: [a package's folder] }) looks inside that package's own dependencies (what antd
// itself uses, found from antd): it is not an import of ours, so it is not counted.
// An import's names hold no '(', ')', ';' or '=': a function's code is not read on to a comment's "from 'X'".
const IMPORT =
  /^\s*(?:import|export)\s[^'"();=]*?from\s+['"]([^'"]+)['"]|import\s*\(\s*(?:\/\*[^*]*\*\/\s*)?['"]([^'"]+)['"]\s*\)|require(?:\.resolve)?\(\s*['"]([^'"]+)['"](?!\s*,\s*\{\s*paths)|^import\s+['"]([^'"]+)['"]|jest\.mock\(\s*['"]([^'"]+)['"]/gm;

function importsOf(files: string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files) {
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const name = packageOf(match.slice(1).find(Boolean)!);
      if (name && !found.has(name)) found.set(name, path.relative(repo, file));
    }
  }
  return found;
}

/** Tests, their helpers and build configs: they may use the tools the workspace root declares. */
const isTestOrTooling = (file: string) =>
  /\.test\.tsx?$|[Tt]esting|msw\.ts|(^|\/)(e2e|scripts|mocks|bench|jest)\/|jest\.config|rspack\.config|module-federation\.config/.test(file);

describe.each(PACKAGES)('%s declares what it imports', (dir) => {
  const manifest = read(path.join(repo, dir, 'package.json'));
  const declared = { ...manifest.dependencies, ...manifest.devDependencies };
  const files = sourceFiles(path.join(repo, dir));

  it('imports nothing undeclared in its code (tests and configs may use the workspace root tools)', () => {
    if (BUILD_TOOLING.includes(dir)) {
      // The workspace's build, serve and test tooling runs on the root's tools, on behalf of the apps.
      const allowed = new Set([
        ...Object.keys(declared),
        ...Object.keys(root.devDependencies ?? {}),
        ...APPS.flatMap((app) => Object.keys(read(path.join(repo, app, 'package.json')).dependencies ?? {})),
        REACT_ROUTER_IMPLEMENTATION,
      ]);
      expect([...importsOf(files)].filter(([name]) => !allowed.has(name)).map(([name, file]) => `${name} (imported by ${file})`)).toEqual([]);
      return;
    }
    const undeclared = [...importsOf(files.filter((f) => !isTestOrTooling(path.relative(repo, f))))]
      .filter(([name]) => !(name in declared) && name !== dir)
      .map(([name, file]) => `${name} (imported by ${file})`);
    expect(undeclared).toEqual([]);
    const fromTests = [...importsOf(files)].filter(([name]) => !(name in declared) && !(name in (root.devDependencies ?? {})) && name !== dir);
    expect(fromTests.map(([name, file]) => `${name} (imported by ${file})`)).toEqual([]);
  });

  it('declares no run-time dependency that it does not import', () => {
    const imported = importsOf(files);
    // An app declares the singletons it offers to the page's share scope even where its own code imports another entry.
    const offered = APPS.includes(dir) ? new Set([...SINGLETONS.map(packageOf), ...SHARED_LIBRARIES, '@ant-design/icons']) : new Set<string | null>();
    const unused = Object.keys(manifest.dependencies ?? {}).filter(
      (name) => !imported.has(name) && !offered.has(name) && name !== 'shared' && !(name.startsWith('@types/') && imported.has(name.slice(7))),
    );
    expect(unused).toEqual([]);
  });
});

describe('one version of each shared dependency', () => {
  const manifests = ['package.json', ...PACKAGES.map((dir) => `${dir}/package.json`)].map((file) => ({ file, manifest: read(path.join(repo, file)) }));
  const yaml = readFileSync(path.join(repo, 'pnpm-workspace.yaml'), 'utf8');
  const catalogBlock = yaml.slice(yaml.indexOf('\ncatalog:\n') + 10).split(/\n(?=\S)/)[0]!;
  const catalog = new Map([...catalogBlock.matchAll(/^ {2}['"]([^'"]+)['"]: ['"]([^'"]+)['"]/gm)].map((m) => [m[1]!, m[2]!]));

  it('takes every dependency that two or more packages declare from the pnpm catalog', () => {
    const users = new Map<string, string[]>();
    for (const { file, manifest } of manifests) {
      for (const [name, spec] of Object.entries({ ...manifest.dependencies, ...manifest.devDependencies })) {
        if (!spec.startsWith('workspace:')) users.set(name, [...(users.get(name) ?? []), `${file}: ${spec}`]);
      }
    }
    const apart = [...users].filter(([, specs]) => specs.length > 1 && specs.some((spec) => !spec.endsWith('catalog:')));
    expect(apart).toEqual([]);
  });

  it('pins exact versions, except for type packages and the Node-side servers’ libraries (a caret range)', () => {
    const rangeAllowed = (name: string) => name.startsWith('@types/') || ['fastify', 'tsx'].includes(name);
    const wrong = [...catalog].filter(([name, version]) => (rangeAllowed(name) ? !/^\^\d/.test(version) : !/^\d+\.\d+\.\d+$/.test(version)));
    expect(catalog.size).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it('names one pnpm, and Node lines that @types/node and .nvmrc follow', () => {
    expect(root.packageManager).toMatch(/^pnpm@\d+\.\d+\.\d+$/);
    const nvmrc = readFileSync(path.join(repo, '.nvmrc'), 'utf8').trim();
    expect(root.engines?.node).toContain(`^${nvmrc}.`);
    expect(catalog.get('@types/node')).toMatch(new RegExp(`^\\^${nvmrc}\\.`));
  });
});
