import path from 'node:path';
import { readFileSync } from 'node:fs';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { FrameworkPreloadPlugin } from './frameworkPreload';
import { APPS, REMOTE_ENTRY, SANDBOX_PORT } from './apps';
import { isDemoBuild } from './demoBuild';
import {
  ANTD_TRANSFORM_IMPORT,
  antdComponentShares,
  iconShares,
  REACT_ROUTER_IMPLEMENTATION,
  reactRouterDeclarativeFile,
  reactRouterImplementation,
  reactRouterShares,
  readHostOffer,
  sharedDependencies,
  workspaceLibraryShares,
} from './shared-deps';
import { SharedImportsCheckPlugin } from './sharedImportsCheck';
import { federationRuntimeEsmAliases } from './federationRuntimeEsm';
import { FEDERATION_RUNTIME_FILE, FederationRuntimeScriptPlugin } from './federationRuntimeScript';
import { ReleaseFolderPlugin } from './releaseFolder';
import { PrecompressPlugin } from './precompress';
import { ServiceWorkerPlugin } from './serviceWorker';
import { splitChunks } from './splitChunks';
import { RemoteTypesPlugin } from '../types/remoteTypes';
import { hostDevMiddlewares } from '../../serve/hostFiles';

/** The source rules of the apps' builds and the bench's single-bundle baseline (bench/monolith): SWC, CSS, images. */
export function sourceRules(production: boolean, swc: { refresh?: boolean; transformImport?: unknown } = {}): NonNullable<Configuration['module']>['rules'] {
  return [
    {
      test: /\.[jt]sx?$/,
      exclude: /node_modules/,
      loader: 'builtin:swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh: swc.refresh ?? false } },
        },
        ...(swc.transformImport ? { transformImport: swc.transformImport } : {}),
      },
      type: 'javascript/auto',
    },
    // @rc-component/form declares no "sideEffects", so antd's form context (imported by Input, Select…) brought its whole
    // barrel, async-validator included (~13 KB gzip), to every page with a field. Its modules only define code.
    { test: /[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/, sideEffects: false },
    // react-router's components marked pure, so the unused ones are dropped (reactRouterPure.cjs).
    { test: /[/]node_modules[/]react-router[/]dist[/]production[/].*\.mjs$/, loader: path.join(__dirname, 'reactRouterPure.cjs') },
    { test: /\.css$/, type: 'css/auto' },
    { test: /\.(png|jpe?g|svg|gif|webp)$/, type: 'asset' },
  ];
}

/** File names with a content hash in production (immutable on a CDN), plain in development. */
export const outputFileNames = (production: boolean) => ({
  filename: production ? '[name].[contenthash:8].js' : '[name].js',
  chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
});

export interface AppConfigOptions {
  /** The app's folder (pass `__dirname` of its rspack.config.ts). */
  appDir: string;
  /** The app's module-federation.config.ts: its container name and exposed modules. */
  federation: { name: string; exposesVersion?: string; exposes?: Record<string, string> };
  /** The host: the remote modules it routes to or mounts, written to its release.json for `npm run release:check`. */
  loads?: string[];
  /** The version of each shared package the build offers and requires (default: the installed one; the e2e's variants). */
  sharedVersion?: (pkg: string) => string;
}

/** The one build configuration of every app: its rspack.config.ts names itself, module-federation.config.ts the rest. */
export function createAppConfig({ appDir, federation, loads, sharedVersion }: AppConfigOptions): Configuration {
  const production = process.env.NODE_ENV !== 'development';
  const app = APPS.find((a) => a.federationName === federation.name);
  if (!app) throw new Error(`Unknown app ${federation.name}`);
  const isHost = app.dir === 'host';
  // A remote's production build uses the page's federation runtime (the host's, or federation-runtime.js): one per page.
  const externalRuntime = production && !isHost;
  const manifest = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string; dependencies?: Record<string, string> };

  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    entry: { main: './src/index.ts' },
    // Maps beside the files (for an error tracker, the bench, the e2e) but named nowhere: the servers do not serve them.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    target: ['web', 'es2022'],
    output: {
      path: path.join(appDir, 'dist'),
      // 'auto' lets a remote's chunks load from wherever its manifest was served (any CDN path).
      publicPath: 'auto',
      uniqueName: federation.name,
      ...outputFileNames(production),
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.json'],
      // The shared declarative react-router module imports react-router itself by this name (shared-deps.ts).
      alias: { [`${REACT_ROUTER_IMPLEMENTATION}$`]: reactRouterImplementation(appDir, production), ...federationRuntimeEsmAliases() },
    },
    // `import { Button } from 'antd'` → `import Button from 'antd/es/button'`: see antdComponentShares.
    module: { rules: sourceRules(production, { refresh: !production, transformImport: ANTD_TRANSFORM_IMPORT }) },
    plugins: [
      new ModuleFederationPlugin({
        name: federation.name,
        filename: REMOTE_ENTRY,
        exposes: federation.exposes,
        // The host is built without any remote: remotes are registered at run time from remotes.json.
        remotes: {},
        shared: {
          ...sharedDependencies(appDir, sharedVersion),
          ...reactRouterShares(appDir),
          ...antdComponentShares(appDir, isHost ? 'host' : 'remote'),
          ...iconShares(appDir, isHost ? 'host' : 'remote'),
          ...workspaceLibraryShares(appDir, isHost ? 'host' : 'remote'),
        },
        // The singleton already loaded (the host's) wins: a remote built against a newer minor runs on it, with a warning.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        experiments: {
          // One federation runtime per page (docs/performance.md), not ~18 KB gzip in every remoteEntry.js: the host
          // provides its own; where no host runs, federation-runtime.js, published beside remoteEntry.js, does.
          ...(isHost ? { provideExternalRuntime: true } : { externalRuntime }),
          // Browser only. A remote loads no remote, so it drops the manifest (snapshot) handling and remote loading.
          optimization: { target: 'web', ...(isHost ? {} : { disableSnapshot: true, disableRemote: true }) },
        },
      }),
      // The shared antd components, icons and router names the code imports are the ones offered (shared-deps.ts).
      new SharedImportsCheckPlugin({ app: app.dir, offer: readHostOffer(), repo: path.resolve(appDir, '..'), routerFile: reactRouterDeclarativeFile(appDir) }),
      // React Fast Refresh in `npm run dev`: one runtime for the whole page (reactRefreshRuntime.cjs), one `library`.
      ...(production
        ? []
        : [
            new ReactRefreshRspackPlugin({ library: 'portal', exclude: /node_modules/ }),
            new rspack.NormalModuleReplacementPlugin(/^react-refresh\/runtime$/, path.join(__dirname, 'reactRefreshRuntime.cjs')),
          ]),
      new rspack.HtmlRspackPlugin({
        template: path.join(appDir, 'public/index.html'),
        // A remote's own index.html is its standalone shell (pnpm --filter remote-X dev).
        title: isHost ? 'Portal do Comerciante' : `Portal do Comerciante · ${app.dir}`,
        // The page is served for every route: its own script loads from the root (chunks follow publicPath 'auto').
        publicPath: '/',
        // A remote's standalone page has no host: the federation runtime comes first, as a blocking script.
        templateParameters: { federationRuntime: externalRuntime ? `<script src="/${FEDERATION_RUNTIME_FILE}"></script>` : '' },
      }),
      ...(externalRuntime ? [new FederationRuntimeScriptPlugin()] : []),
      // The installed app's service worker (docs/decisions.md D13), written once the build's files are on disk.
      ...(isHost && production ? [new FrameworkPreloadPlugin(), new ServiceWorkerPlugin()] : []),
      // `.gz` and `.br` beside each file, for the servers' gzip_static / brotli_static (docs/deployment.md).
      ...(production ? [new PrecompressPlugin()] : []),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: path.join(appDir, 'public'), globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }],
      }),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
        __DEV__: JSON.stringify(!production),
        // A demo build (development, PORTAL_DEMO=1) offers demo accounts on a remote's standalone page; a release, none.
        __PORTAL_DEMO__: JSON.stringify(isDemoBuild(production)),
      }),
      // A remote's production build publishes its exposed modules' types (dist/@mf-types); every one writes release.json.
      ...(production && !isHost
        ? [new RemoteTypesPlugin({ repo: path.resolve(appDir, '..'), appDir, federationName: federation.name, exposes: federation.exposes ?? {} })]
        : []),
      ...(production
        ? [
            new ReleaseFolderPlugin({
              appDir,
              package: app.dir,
              packageVersion: manifest.version,
              federationName: federation.name,
              exposesVersion: federation.exposesVersion ?? manifest.version,
              exposes: Object.keys(federation.exposes ?? {}),
              loads: isHost ? (loads ?? []) : undefined,
              copy: !isHost,
            }),
          ]
        : []),
    ],
    optimization: {
      minimize: production,
      // Short numeric chunk ids, stable across builds: every entry's chunk maps name each chunk, and package-path
      // names cost ~9 KB gzip on the first page. Which package a file holds is read from its source map.
      chunkIds: 'deterministic',
      splitChunks: splitChunks(appDir, isHost, manifest.dependencies ?? {}),
    },
    performance: { hints: false },
    devServer: {
      port: app.port,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      host: 'localhost',
      proxy: [{ context: ['/api'], target: process.env.API_TARGET || `http://127.0.0.1:${SANDBOX_PORT}`, changeOrigin: Boolean(process.env.API_TARGET) }],
      // remotes.json and portal-config.json as npm start serves them (serve/hostFiles.ts).
      setupMiddlewares: (middlewares) => (isHost ? [...hostDevMiddlewares(path.join(appDir, 'public')), ...middlewares] : middlewares),
    },
    experiments: { css: true },
    // Lazy compilation never finishes a remote's exposed page requested through Module Federation (it hangs loading).
    lazyCompilation: false,
  };
}
