/**
 * The single-bundle baseline of the performance bench (docs/performance.md): the same host and the
 * same remote pages, built as one ordinary app, without Module Federation. Each route's page is a
 * plain dynamic import of the remote's src/exposes module (code-split by route), so the ratio
 * federated / single-bundle measured by `pnpm bench` is the cost of federation and nothing else.
 *
 * Build: `node_modules/.bin/rspack build -c bench/monolith/rspack.config.ts` (from the repo root).
 */
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { REMOTES } from 'tooling/rspack/apps';
import { outputFileNames, sourceRules } from 'tooling/rspack/createAppConfig';
import { PrecompressPlugin } from 'tooling/rspack/precompress';

const repo = path.resolve(__dirname, '../..');
const hostDir = path.join(repo, 'host');

/** Each remote's exposes, read from its module-federation.config.ts: './HomePage' → './HomePage.tsx'. */
async function exposesOfRemotes(): Promise<Record<string, Record<string, string>>> {
  const map: Record<string, Record<string, string>> = {};
  for (const remote of REMOTES) {
    const config = (await import(path.join(repo, remote.dir, 'module-federation.config.ts'))) as {
      default: { exposes?: Record<string, string> };
    };
    map[remote.federationName] = Object.fromEntries(
      Object.entries(config.default.exposes ?? {}).map(([name, file]) => [name, `./${path.relative('src/exposes', file)}`]),
    );
  }
  return map;
}

export default async function monolithConfig(): Promise<Configuration> {
  const production = process.env.NODE_ENV !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: hostDir,
    entry: { main: './src/bootstrap.tsx' },
    // As the apps' builds (createAppConfig.ts): maps beside the files, named nowhere, and the same precompressed copies,
    // so the bench compares the same bytes on the wire.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    target: ['web', 'es2022'],
    output: {
      path: path.join(repo, '.bench/dist/monolith'),
      publicPath: '/',
      uniqueName: 'monolith',
      ...outputFileNames(production),
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'] },
    module: { rules: sourceRules(production) },
    plugins: [
      // The federation runtime becomes static imports; everything else is the host's own code.
      new rspack.NormalModuleReplacementPlugin(/^@module-federation\/(enhanced\/runtime|runtime)$/, path.join(__dirname, 'federationRuntimeShim.ts')),
      new rspack.HtmlRspackPlugin({ template: path.join(hostDir, 'public/index.html'), title: 'Portal do Comerciante' }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: path.join(hostDir, 'public'), globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __DEV__: JSON.stringify(!production),
        __PORTAL_DEMO__: JSON.stringify(!production),
        __MONOLITH_EXPOSES__: JSON.stringify(await exposesOfRemotes()),
      }),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    optimization: { minimize: production, chunkIds: 'named' },
    performance: { hints: false },
    experiments: { css: true },
  };
}
