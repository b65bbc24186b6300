/**
 * A remote's public API: the modules its module-federation.config.ts exposes. The host (routeTable.ts) and integrators
 * (mount) load them by name: a missing one breaks them at run time, after both were built. This check fails first.
 */

/** A remote's module-federation.config.ts, as far as the contract is concerned. */
export interface ExposesConfig {
  name: string;
  exposesVersion?: string;
  exposes?: Record<string, string>;
}

/** Per remote package: major version of its exposes list → the modules promised under that major. */
export type ExposesLock = Record<string, Record<string, string[]>>;

const SEMVER = /^(\d+)\.(\d+)\.(\d+)(?:-[0-9A-Za-z.-]+)?$/;

/** Problems of one remote's exposes list against the lock (empty: the contract holds). */
export function checkExposes(pkg: string, config: ExposesConfig, lock: ExposesLock): string[] {
  const problems: string[] = [];
  const version = config.exposesVersion;
  const match = version ? SEMVER.exec(version) : null;
  if (!version || !match) return [`${pkg}: exposesVersion '${version ?? ''}' is not a semver version (module-federation.config.ts)`];
  const major = match[1]!;
  const promised = lock[pkg]?.[major];
  if (!promised) {
    return [
      `${pkg}: exposesVersion ${version} has no entry for major ${major} in tooling/contract/exposes.lock.json — ` +
        'a new major means a removed or renamed module: record the new list there on purpose',
    ];
  }
  const exposed = Object.keys(config.exposes ?? {});
  for (const name of promised) {
    if (!exposed.includes(name)) {
      problems.push(
        `${pkg}: exposed module '${name}' was removed or renamed but exposesVersion ${version} still promises it — ` +
          'keep it (re-export the new name under the old one) or publish a new major of the exposes list',
      );
    }
  }
  if (!exposed.includes('./mount')) problems.push(`${pkg}: every remote exposes './mount' (integrators embed it with mount(element, options))`);
  return problems;
}
