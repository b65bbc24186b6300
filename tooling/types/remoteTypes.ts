/**
 * Typed remotes: the declarations of a remote's exposed modules (and of mount()'s options), emitted by tsc beside its
 * build as `@mf-types/` (the folder name of Module Federation's own type generation):
 *
 *   @mf-types/<container>/<Module>.d.ts      what `<container>/<Module>` exports (e.g. operations/mount)
 *   @mf-types/compiled/…                     the declarations they re-export, the workspace's `shared` included
 *
 * Imports of `shared` are rewritten to its compiled declarations, so an integrator copies the folder from a release and
 * maps `<container>/*` to it (tsconfig `paths`); third-party types come from the consumer's node_modules. The host's
 * type-check reads the same declarations (host/tsconfig.json `paths`), so an exposed page that breaks the host fails it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TYPES_DIR = '@mf-types';

export interface RemoteTypesOptions {
  /** The workspace's root (holds tsconfig.base.json and node_modules/.bin/tsc). */
  repo: string;
  /** The remote's folder, e.g. <repo>/remote-operations. */
  appDir: string;
  /** Its Module Federation container name, e.g. 'operations'. */
  federationName: string;
  /** Its exposed modules: './mount' → './src/exposes/mount.ts'. */
  exposes: Record<string, string>;
  /** Where to write the folder (default: <appDir>/@mf-types). */
  outDir?: string;
}

const SHARED_ENTRIES: Record<string, string> = {
  shared: 'shared/src/index',
  'shared/ui': 'shared/src/ui/index',
  'shared/masks': 'shared/src/masks/index',
  'shared/mount': 'shared/src/app/mount',
  'shared/table': 'shared/src/ui/ResponsiveTable',
  'shared/masked-input': 'shared/src/masks/MaskedInput',
};

const relativeImport = (from: string, to: string) => {
  const relative = path.relative(path.dirname(from), to).split(path.sep).join('/');
  return relative.startsWith('.') ? relative : `./${relative}`;
};

/** Points the compiled declarations' imports of `shared` at its compiled declarations in the same folder. */
function rewriteSharedImports(compiledDir: string): void {
  const files = (readdirSync(compiledDir, { recursive: true }) as string[]).filter((file) => file.endsWith('.d.ts'));
  for (const file of files.map((relative) => path.join(compiledDir, relative))) {
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(/(from\s+|import\()(['"])(shared(?:\/[\w-]+)?)\2/g, (match, lead: string, quote: string, name: string) => {
      const entry = SHARED_ENTRIES[name];
      return entry ? `${lead}${quote}${relativeImport(file, path.join(compiledDir, entry))}${quote}` : match;
    });
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
}

/** Writes the remote's @mf-types folder; throws with TypeScript's message when the declarations cannot be emitted. */
export function emitRemoteTypes({ repo, appDir, federationName, exposes, outDir = path.join(appDir, TYPES_DIR) }: RemoteTypesOptions): string[] {
  rmSync(outDir, { recursive: true, force: true });
  const compiledDir = path.join(outDir, 'compiled');
  mkdirSync(outDir, { recursive: true });
  const sources = Object.values(exposes).map((file) => path.resolve(appDir, file));
  // `shared`'s entries are emitted too (they describe mount()'s options, the session user…).
  const sourceOf = (entry: string) => path.join(repo, existsSync(path.join(repo, `${entry}.ts`)) ? `${entry}.ts` : `${entry}.tsx`);
  const sharedEntries = Object.values(SHARED_ENTRIES).map(sourceOf);
  const tsconfig = path.join(outDir, 'tsconfig.emit.json');
  writeFileSync(
    tsconfig,
    JSON.stringify({
      extends: path.join(repo, 'tsconfig.base.json'),
      compilerOptions: {
        noEmit: false,
        declaration: true,
        emitDeclarationOnly: true,
        outDir: compiledDir,
        rootDir: repo,
        types: [],
        // Through its own source, never node_modules/shared: tsc emits nothing it reached through node_modules.
        paths: Object.fromEntries(Object.entries(SHARED_ENTRIES).map(([name, entry]) => [name, [sourceOf(entry)]])),
      },
      files: [...sharedEntries, ...sources],
    }),
  );
  const result = spawnSync(path.join(repo, 'node_modules/.bin/tsc'), ['-p', tsconfig], { cwd: repo, encoding: 'utf8' });
  rmSync(tsconfig);
  if (result.status !== 0) throw new Error(`${path.basename(appDir)}: the exposed modules' types could not be emitted\n${result.stdout}${result.stderr}`);
  rewriteSharedImports(compiledDir);

  const written: string[] = [];
  for (const [name, file] of Object.entries(exposes)) {
    const module = name.replace(/^\.\//, '');
    const source = path.resolve(appDir, file);
    const compiled = path.join(compiledDir, path.relative(repo, source)).replace(/\.tsx?$/, '');
    const entry = path.join(outDir, federationName, `${module}.d.ts`);
    const target = relativeImport(entry, compiled);
    const hasDefault = /export\s+default\b|export\s*\{[^}]*\bdefault\b[^}]*\}/.test(readFileSync(source, 'utf8'));
    mkdirSync(path.dirname(entry), { recursive: true });
    writeFileSync(entry, `export * from '${target}';\n${hasDefault ? `export { default } from '${target}';\n` : ''}`);
    written.push(path.relative(outDir, entry));
  }
  return written;
}

/** A remote's production build publishes its types in dist/@mf-types, and so in its release folder. */
export class RemoteTypesPlugin {
  constructor(private readonly options: Omit<RemoteTypesOptions, 'outDir'>) {}

  apply(compiler: import('@rspack/core').Compiler): void {
    compiler.hooks.afterEmit.tap('RemoteTypesPlugin', (compilation) => {
      const outputDir = compiler.options.output.path;
      if (!outputDir || compilation.errors.length) return;
      try {
        emitRemoteTypes({ ...this.options, outDir: path.join(outputDir, TYPES_DIR) });
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError((error as Error).message));
      }
    });
  }
}
