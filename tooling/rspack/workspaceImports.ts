import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * For the tests of the lists the build shares (host-offer.json, react-router-declarative.mjs): what the workspace's
 * sources import, read from their text. The build itself reads the bundler's module graph (sharedImportsCheck.ts).
 */
const SOURCE_DIRS = ['host/src', 'shared/src', 'remote-auth/src', 'remote-delivery/src', 'remote-operations/src', 'remote-account/src'];
const IMPORT = /import\s+(type\s+)?(?:(\w+)\s*,?\s*)?(?:\{([^}]*)\})?\s*from\s*['"]([^'"]+)['"]/g;

export interface SourceImport {
  file: string;
  from: string;
  /** The value names imported ('default' for a default import); type-only ones left out. */
  names: string[];
}

export function workspaceImports(repo: string): SourceImport[] {
  return SOURCE_DIRS.flatMap((dir) =>
    (readdirSync(path.join(repo, dir), { recursive: true }) as string[])
      // Tests and test helpers are not bundled.
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('testing'))
      .flatMap((file) =>
        [...readFileSync(path.join(repo, dir, file), 'utf8').matchAll(IMPORT)]
          .filter(([, typeOnly]) => !typeOnly)
          .map(([, , defaultName, list, from]) => ({
            file: path.join(dir, file),
            from: from!,
            names: [
              ...(defaultName ? ['default'] : []),
              ...(list ?? '')
                .split(',')
                .map((name) => name.trim().split(/\s+as\s+/)[0]!)
                .filter((name) => name && !name.startsWith('type ')),
            ],
          })),
      ),
  );
}
