import path from 'node:path';
import { readFileSync } from 'node:fs';
import { rspack, type Configuration, type Module, type ModuleGraph } from '@rspack/core';
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
import { RemoteTypesPlugin } from '../types/remoteTypes';
import { hostDevMiddlewares } from '../../serve/hostFiles';

/**
 * antd's internals shared by all its components, in one file the first antd component on a page brings (else each was a
 * chunk of its own: antd's Button came in 16 files). Only modules reached through antd alone: a remote's own code
 * importing one would fetch the whole chunk (so not clsx, react-is, babel helpers or the icon base, which icons reach).
 */
const ANTD_CORE = new RegExp(
  [
    String.raw`[\/]node_modules[\/](`,
    String.raw`@ant-design[\/](cssinjs|cssinjs-utils|colors|fast-color)[\/]`,
    String.raw`|@rc-component[\/](util|motion|resize-observer|portal|trigger)[\/]`,
    String.raw`|@rc-component[\/][^\/]+[\/]es[\/]locale[\/]`,
    String.raw`|antd[\/]es[\/](_util|theme|config-provider|locale|style|version)[\/]`,
    String.raw`|antd[\/]es[\/][^\/]+[\/]locale`,
    String.raw`|antd[\/]es[\/]space[\/](Compact|style)`,
    String.raw`|antd[\/]es[\/]tooltip[\/]UniqueProvider`,
    String.raw`|@emotion[\/](hash|unitless)[\/]|stylis[\/]|is-mobile[\/]`,
    ')',
  ].join(''),
);

/**
 * The host's page layers (docs/performance.md): the shared modules drawn on every page in a few files instead of dozens
 * (each file is compressed alone: 31 small antd files on the sign-in page cost ~11 KB gzip more than one). Host only: a
 * remote's own code importing one of these modules would fetch its whole group. Module paths name each layer exactly.
 * - every page: the framework (React, the router, jotai), `shared` (without its antd providers), the plain kit's icons
 *   and the host's shell. No antd: the first screens draw none (docs/decisions.md, 'The first screen before antd');
 * - every signed-in page, antd: what nearly every page draws (Button, Input, Spin, Flex, Space, message), joined to
 *   antd's core;
 * - every signed-in page: the side menu (or its drawer), header, the alerts' bell, antd's App and their icons.
 */
const HOST_FRAMEWORK = new RegExp(
  [
    // Not axios nor dayjs: the HTTP client loads axios on its first call, and only signed-in pages handle dates.
    String.raw`[\/]node_modules[\/](react|react-dom|scheduler|jotai|react-router)[\/]`,
    // Not the signed-in providers nor their data layer: they load with the signed-in layout. Of the UI kit, only the
    // `shared` entry's spinner and plain kit: the rest (the pointer hook, WORKSPACE_LIBRARIES) loads with its pages.
    String.raw`|[\/]shared[\/]src[\/](?!app[\/]AntdProviders|data[\/]|ui[\/](?!plain[\/]|Spinner)|masks[\/])`,
    // The plain kit's icons (the notices', a failed remote's): SVG data only, a few hundred bytes.
    String.raw`|[\/]node_modules[\/]@ant-design[\/]icons-svg[\/]es[\/]asn[\/](CheckCircleFilled|CloseCircleFilled|ExclamationCircleFilled|InfoCircleFilled)\.js`,
    String.raw`|[\/]host[\/]src[\/](App|bootstrap|idle|remotes|routes|runtime-config|telemetry[\/](report|startReports)|app-install[\/]index|browser-banner[\/]browser|screens[\/]RedirectScreen)`,
    String.raw`|[\/]tooling[\/]rspack[\/]react-router-declarative`,
  ].join(''),
);
const HOST_SIGNED_IN_ANTD = new RegExp(
  [
    String.raw`[\/]node_modules[\/](`,
    String.raw`antd[\/]es[\/](button|input|spin|flex|space|message)[\/]`,
    String.raw`|antd[\/]es[\/]app[\/]context`,
    String.raw`|antd[\/]es[\/]notification[\/](util|interface|hooks[\/]useStackConfig|style)`,
    String.raw`|antd[\/]es[\/]form[\/](context|validateMessagesContext|hooks[\/]useVariants)`,
    String.raw`|antd[\/]es[\/]color-picker[\/](color|components[\/]ColorPresets)`,
    String.raw`|@rc-component[\/](input|notification)[\/]`,
    String.raw`|@rc-component[\/]color-picker[\/]es[\/](color|util)`,
    String.raw`|@rc-component[\/]form[\/]es[\/]FormContext`,
    String.raw`|@ant-design[\/]icons[\/]es[\/](components|utils|cssUtils|renderUtils|colorUtils)`,
    String.raw`|@ant-design[\/]icons(-svg)?[\/]es[\/](icons|asn)[\/](Loading|CloseCircleFilled|CheckCircleFilled|ExclamationCircleFilled|InfoCircleFilled|EyeOutlined|EyeInvisibleOutlined|SearchOutlined)`,
    String.raw`|@babel[\/]runtime[\/]|clsx[\/]|react-is[\/]`,
    ')',
  ].join(''),
);
const HOST_SIGNED_IN_SHELL = new RegExp(
  [
    String.raw`[\/]node_modules[\/](`,
    String.raw`antd[\/]es[\/](layout|menu|avatar|popover|typography|grid|row|col|dropdown|tooltip|modal|notification|app|alert|drawer|badge|switch)[\/]`,
    String.raw`|@rc-component[\/](menu|overflow|dropdown|tooltip|dialog|drawer|switch)[\/]`,
    String.raw`|antd[\/]es[\/](watermark[\/]context|color-picker[\/]util|table[\/]TableMeasureRowContext)`,
    String.raw`|@ant-design[\/]icons(-svg)?[\/]es[\/](icons|asn)[\/](Bars|Left|Right|Ellipsis|Close|Copy|Check|Edit|Enter|Plus|Down)Outlined`,
    // The menu's icons (every signed-in page draws the menu, collapsed or in its drawer) and the alerts' bell.
    String.raw`|@ant-design[\/]icons(-svg)?[\/]es[\/](icons|asn)[\/](Home|UnorderedList|PlusSquare|Wallet|Shop|Setting|History|Car|Appstore|Idcard|Safety|User|Logout|Menu|Bell)Outlined`,
    // The host's side menu and header (not the franchise store Select: lazy), and the antd providers they are drawn in.
    String.raw`)|[\/]host[\/]src[\/]layout[\/](?!FranchiseStoreSelect)|[\/]shared[\/]src[\/]app[\/]AntdProviders`,
  ].join(''),
);

/** The icons' SVG data: it joins a remote's fallback antd (below), but for what the remote's own code draws without antd. */
const REMOTE_ICON_DATA = /[\\/]node_modules[\\/]@ant-design[\\/]icons-svg[\\/]/;

/**
 * A remote's own copy of antd, its fallback for a page without the host, in one file: with the host, the remote draws the
 * host's antd and never fetches it. As many small files, each shared module's entry in remoteEntry.js named a dozen of
 * them (~4 KB gzip of the operations remote's entry). Only packages a remote's own code never imports directly.
 */
const REMOTE_ANTD_FALLBACK =
  /[/]node_modules[/](antd|@rc-component|@ant-design[/](cssinjs|cssinjs-utils|colors|fast-color|icons|react-slick)|@emotion|stylis|json2mq|string-convert|is-mobile)[/]/;

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
  const antdCore = new RegExp(`${ANTD_CORE.source}|${(isHost ? HOST_SIGNED_IN_ANTD : REMOTE_ANTD_FALLBACK).source}`);
  const resourceOf = (module: Module | null) => (module && 'resource' in module && typeof module.resource === 'string' ? module.resource : '');
  // A remote's icon data joins its fallback antd but for what its own code draws (SvgIcon); the sign-in remote (no antd) keeps all.
  const iconDataJoinsAntd = !isHost && 'antd' in (manifest.dependencies ?? {});
  const ownCode = path.join(appDir, 'src') + path.sep;
  const drawnByOwnCode = (m: Module, graph: ModuleGraph) => graph.getIncomingConnections(m).some((c) => resourceOf(c.originModule).startsWith(ownCode));
  const inAntdCore = (module: Module, { moduleGraph }: { moduleGraph: ModuleGraph }) =>
    antdCore.test(resourceOf(module)) || (iconDataJoinsAntd && REMOTE_ICON_DATA.test(resourceOf(module)) && !drawnByOwnCode(module, moduleGraph));

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
      // Each module in one chunk only (the default minimum size copied antd's internals into every component's chunk,
      // the same module fetched up to 8 times on a page); what always loads together is grouped instead.
      splitChunks: {
        chunks: 'async',
        minSize: 0,
        maxAsyncRequests: Infinity,
        maxInitialRequests: Infinity,
        cacheGroups: {
          antdCore: { test: inAntdCore, name: 'antd-core', chunks: 'async', priority: 30, enforce: true },
          // An app's modules used by several of its pages get a file of their own from 4 KB before minifying: a page then
          // fetches one file, not five of a few hundred bytes. A bigger limit copied them into each page's files; at 3 KB
          // the page addresses became one more file on '/'.
          default: { minChunks: 2, priority: -20, reuseExistingChunk: true, minSize: 4_000 },
          ...(isHost
            ? {
                framework: { test: HOST_FRAMEWORK, name: 'framework', chunks: 'async', priority: 40, enforce: true },
                signedInShell: { test: HOST_SIGNED_IN_SHELL, name: 'signed-in-shell', chunks: 'async', priority: 20, enforce: true },
              }
            : {
                // A remote's packages in files of their own, as by default, but for antd's icon data: it stays in the
                // pages that draw it (in a file of its own, the sign-in page found its password icons a round trip later).
                defaultVendors: {
                  test: (module: Module) => /[\\/]node_modules[\\/]/.test(resourceOf(module)) && !REMOTE_ICON_DATA.test(resourceOf(module)),
                  priority: -10,
                  reuseExistingChunk: true,
                },
              }),
        },
      },
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
