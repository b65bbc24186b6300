import { existsSync, readdirSync, realpathSync } from 'node:fs';
import path from 'node:path';

/** The packages of the Module Federation runtime that ship in the browser bundles. */
const RUNTIME_PACKAGES = [
  '@module-federation/runtime-tools',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
  '@module-federation/webpack-bundler-runtime',
  '@module-federation/sdk',
  '@module-federation/error-codes',
  '@module-federation/inject-external-runtime-core-plugin',
];

/**
 * The federation runtime as ES modules (docs/performance.md). rspack finds the bundler runtime and its plugins with
 * require.resolve, i.e. as CommonJS, which is never tree-shaken: the sdk's Node and build-time helpers reached every
 * entry. Every `dist/*.cjs` of these packages is aliased to its `.js` sibling, whose imports then resolve as ESM too.
 */
export function federationRuntimeEsmAliases(): Record<string, string> {
  const pnpmStore = path.resolve(__dirname, '../../node_modules/.pnpm');
  const aliases: Record<string, string> = {};
  if (!existsSync(pnpmStore)) return aliases;
  for (const folder of readdirSync(pnpmStore)) {
    for (const pkg of RUNTIME_PACKAGES) {
      if (!folder.startsWith(`${pkg.replace('/', '+')}@`)) continue;
      const dist = path.join(pnpmStore, folder, 'node_modules', pkg, 'dist');
      if (!existsSync(dist)) continue;
      for (const file of readdirSync(dist, { recursive: true }) as string[]) {
        if (!file.endsWith('.cjs')) continue;
        const esm = path.join(dist, file.replace(/\.cjs$/, '.js'));
        if (!existsSync(esm)) continue;
        const cjs = path.join(dist, file);
        aliases[`${cjs}$`] = esm;
        aliases[`${realpathSync(cjs)}$`] = realpathSync(esm);
      }
    }
  }
  return aliases;
}
