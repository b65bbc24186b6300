/**
 * `shared` is one object on the page, loaded from the host (README, 'Architecture in a page'). What it exports runs in the host's copy
 * inside the portal, so a call or constant that only one remote uses belongs in that remote (a team that
 * releases the remote alone must be able to change it). This reads `shared`'s public entry points and every
 * app's imports from them, and names the exports that exactly one remote uses (and the host does not).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '../rspack/apps';

const REPO = path.resolve(__dirname, '../..');
/** The entry points an app imports at run time ('shared/testing' is for tests only and never deployed). */
const ENTRIES: Record<string, string> = {
  shared: 'shared/src/index.ts',
  'shared/ui': 'shared/src/ui/index.ts',
  'shared/masks': 'shared/src/masks/index.ts',
  'shared/table': 'shared/src/ui/ResponsiveTable.tsx',
  'shared/masked-input': 'shared/src/masks/MaskedInput.tsx',
};

function resolveModule(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) =>
    statSync(file, { throwIfNoEntry: false })?.isFile(),
  );
  if (!found) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return found;
}

/** The names of an import or export list (`a, type B, c as d`): as declared, or with `alias`, as imported (d). */
const namesOf = (list: string, alias = false) =>
  list.split(',').flatMap((part) => {
    const [, name, as] = /^\s*(?:type\s+)?([\w$]+)(?:\s+as\s+([\w$]+))?\s*$/.exec(part) ?? [];
    return (alias ? (as ?? name) : name) ?? [];
  });

/** The names a module exports, each with the file that declares it, following `export *` and `export { … } from`. */
function exportedNames(file: string, seen = new Set<string>()): Map<string, string> {
  const names = new Map<string, string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const match of source.matchAll(/^export\s+(?:declare\s+)?(?:async\s+)?(?:const|let|function\*?|class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm)) {
    names.set(match[1], file);
  }
  for (const match of source.matchAll(/^export\s+\*\s+from\s+'([^']+)'/gm)) {
    for (const [name, where] of exportedNames(resolveModule(file, match[1]), seen)) names.set(name, where);
  }
  for (const match of source.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}(?:\s+from\s+'([^']+)')?/gm)) {
    const from = match[2] ? resolveModule(file, match[2]) : file;
    for (const name of namesOf(match[1], true)) names.set(name, from);
  }
  return names;
}

/** The TypeScript files under `dir` (no build output). */
const sourceFiles = (dir: string): string[] =>
  (readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !/(^|[\\/])(node_modules|dist[^\\/]*)[\\/]/.test(file))
    .map((file) => path.join(dir, file));

/** The names an app imports from an entry point. */
function importsFromShared(app: string, entry: string): Set<string> {
  const pattern = new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${entry.replace('/', '\\/')}'`, 'g');
  return new Set(
    sourceFiles(path.join(REPO, app, 'src')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].flatMap((match) => namesOf(match[1]))),
  );
}

/**
 * The parts of `shared` the rule is about: the calls, the domain rules and constants. The rest is one object on the page
 * by nature (the session store, the HTTP client, sign-in, the providers, mount) or the UI kit, used by one app or several.
 */
const OWNED_BY_FEATURES = ['shared/src/api/', 'shared/src/domain/'];

/** Whether another module of `shared` (not a test) imports the name: then it is shared's own code, common by construction. */
function usedWithinShared(name: string, declaredIn: string): boolean {
  const imports = new RegExp(`import\\s+(?:type\\s+)?\\{[^}]*\\b${name}\\b[^}]*\\}\\s+from\\s+'\\.`);
  return sourceFiles(path.join(REPO, 'shared/src')).some(
    (file) => file !== declaredIn && !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}testing${path.sep}`) && imports.test(readFileSync(file, 'utf8')),
  );
}

/** The exports of `shared` that exactly one remote imports and the host does not (`file`: from the repository's root). */
function exportsOwnedByOneRemote() {
  const found: { entry: string; name: string; app: string; file: string }[] = [];
  for (const [entry, file] of Object.entries(ENTRIES)) {
    const exported = exportedNames(path.join(REPO, file));
    const users = new Map<string, string[]>();
    for (const { dir: app } of APPS) {
      for (const name of importsFromShared(app, entry)) {
        if (exported.has(name)) users.set(name, [...(users.get(name) ?? []), app]);
      }
    }
    for (const [name, apps] of users) {
      const file = path.relative(REPO, exported.get(name)!);
      if (!OWNED_BY_FEATURES.some((folder) => file.startsWith(folder))) continue;
      if (usedWithinShared(name, exported.get(name)!)) continue;
      if (apps.length === 1 && apps[0] !== 'host') found.push({ entry, name, app: apps[0], file });
    }
  }
  return found.sort((a, b) => a.app.localeCompare(b.app) || a.name.localeCompare(b.name));
}

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
