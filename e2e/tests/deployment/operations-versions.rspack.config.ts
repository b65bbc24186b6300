/**
 * Two production builds of remote-operations for the deployment e2e, in one rspack run: A as it is, and B
 * whose live-orders call (remote-operations/src/api/operations.ts) also asks for the total. Each goes to its
 * own folder under DEPLOY_E2E_OUT, never to remote-operations/dist (other specs use that).
 * `NODE_ENV=production rspack build -c e2e/tests/deployment/operations-versions.rspack.config.ts` in remote-operations/.
 */
import path from 'node:path';
import type { Configuration, RuleSetRule } from '@rspack/core';
import { createAppConfig } from 'tooling/rspack/createAppConfig';
import { ReleaseFolderPlugin } from 'tooling/rspack/releaseFolder';
import federation from '../../../remote-operations/module-federation.config';
import { OPERATIONS_RELEASE_B_EDIT } from './labels';

const appDir = path.resolve(__dirname, '../../../remote-operations');
const out = process.env.DEPLOY_E2E_OUT;
if (!out) throw new Error('DEPLOY_E2E_OUT names the folder the two versions are built into');

function version(name: string, edit?: { search: string; replace: string }): Configuration {
  const base = createAppConfig({ appDir, federation });
  const editRule: RuleSetRule = {
    test: /src[\\/]api[\\/]operations\.ts$/,
    enforce: 'pre',
    use: [{ loader: path.join(__dirname, 'releaseEditLoader.cjs'), options: edit }],
  };
  return {
    ...base,
    name,
    output: { ...base.output, path: path.join(out!, name) },
    // Not a release of the repo's remote-operations: nothing is copied to its dist-versions/.
    plugins: (base.plugins ?? []).filter((plugin) => !(plugin instanceof ReleaseFolderPlugin)),
    module: { ...base.module, rules: [...(base.module?.rules ?? []), ...(edit ? [editRule] : [])] },
  };
}

export default [version('A'), version('B', OPERATIONS_RELEASE_B_EDIT)];
