/**
 * Two production builds of remote-account for the deployment e2e, in one rspack run:
 * A as it is, and B whose exposed pages show RELEASE_B_LABEL. Each goes to its own folder under
 * DEPLOY_E2E_OUT, never to remote-account/dist (other specs use that).
 * `NODE_ENV=production rspack build -c e2e/tests/deployment/account-versions.rspack.config.ts` in remote-account/.
 */
import path from 'node:path';
import type { Configuration, RuleSetRule } from '@rspack/core';
import { createAppConfig } from 'tooling/rspack/createAppConfig';
import { ReleaseFolderPlugin } from 'tooling/rspack/releaseFolder';
import federation from '../../../remote-account/module-federation.config';
import { RELEASE_B_LABEL } from './labels';

const appDir = path.resolve(__dirname, '../../../remote-account');
const out = process.env.DEPLOY_E2E_OUT;
if (!out) throw new Error('DEPLOY_E2E_OUT names the folder the two versions are built into');

function version(name: string, label?: string): Configuration {
  const base = createAppConfig({ appDir, federation });
  const labelRule: RuleSetRule = {
    test: /src[\\/]exposes[\\/]\w+Page\.tsx$/,
    enforce: 'pre',
    use: [{ loader: path.join(__dirname, 'releaseLabelLoader.cjs'), options: { label } }],
  };
  return {
    ...base,
    name,
    output: { ...base.output, path: path.join(out!, name) },
    // Not a release of the repo's remote-account: nothing is copied to its dist-versions/.
    plugins: (base.plugins ?? []).filter((plugin) => !(plugin instanceof ReleaseFolderPlugin)),
    module: { ...base.module, rules: [...(base.module?.rules ?? []), ...(label ? [labelRule] : [])] },
  };
}

export default [version('A'), version('B', RELEASE_B_LABEL)];
