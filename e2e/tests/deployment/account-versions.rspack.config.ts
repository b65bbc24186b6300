/**
 * Production builds of remote-account for the deployment e2e, in one rspack run, each into its own folder under
 * DEPLOY_E2E_OUT (never remote-account/dist: other specs use that), with its release.json. DEPLOY_E2E_VERSIONS picks
 * them (default A,B):
 * - A as it is; B whose exposed pages show RELEASE_B_LABEL;
 * - C whose pages throw as they mount (a broken canary);
 * - D built against another major of a singleton (jotai 4);
 * - E without ./WalletPage, a page the host routes to.
 * `NODE_ENV=production rspack build -c e2e/tests/deployment/account-versions.rspack.config.ts` in remote-account/.
 */
import path from 'node:path';
import type { Configuration, RuleSetRule } from '@rspack/core';
import { createAppConfig, type AppConfigOptions } from 'tooling/rspack/createAppConfig';
import { ReleaseFolderPlugin } from 'tooling/rspack/releaseFolder';
import { installedVersion } from 'tooling/rspack/shared-deps';
import federation from '../../../remote-account/module-federation.config';
import { RELEASE_B_LABEL, RELEASE_C_LABEL } from './labels';

const appDir = path.resolve(__dirname, '../../../remote-account');
const out = process.env.DEPLOY_E2E_OUT;
if (!out) throw new Error('DEPLOY_E2E_OUT names the folder the versions are built into');

function version(name: string, { label, throws, ...options }: Partial<AppConfigOptions> & { label?: string; throws?: boolean } = {}): Configuration {
  const base = createAppConfig({ appDir, federation, ...options });
  const labelRule: RuleSetRule = {
    test: /src[\\/]exposes[\\/]\w+Page\.tsx$/,
    enforce: 'pre',
    use: [{ loader: path.join(__dirname, 'releaseLabelLoader.cjs'), options: { label, throws } }],
  };
  return {
    ...base,
    name,
    output: { ...base.output, path: path.join(out!, name) },
    // Not a release of the repo's remote-account: release.json only, nothing copied to its dist-versions/.
    plugins: (base.plugins ?? []).map((plugin) =>
      plugin instanceof ReleaseFolderPlugin ? new ReleaseFolderPlugin({ ...plugin.options, copy: false }) : plugin,
    ),
    module: { ...base.module, rules: [...(base.module?.rules ?? []), ...(label ? [labelRule] : [])] },
  };
}

const withoutWallet = Object.fromEntries(Object.entries(federation.exposes).filter(([name]) => name !== './WalletPage'));
const VERSIONS: Record<string, () => Configuration> = {
  A: () => version('A'),
  B: () => version('B', { label: RELEASE_B_LABEL }),
  C: () => version('C', { label: RELEASE_C_LABEL, throws: true }),
  D: () => version('D', { sharedVersion: (pkg) => (pkg.startsWith('jotai') ? '4.0.0' : installedVersion(appDir, pkg)) }),
  E: () => version('E', { federation: { ...federation, exposes: withoutWallet } }),
};

export default (process.env.DEPLOY_E2E_VERSIONS ?? 'A,B').split(',').map((name) => VERSIONS[name]!());
