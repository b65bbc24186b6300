// How an app's modules are grouped into files (optimization.splitChunks): antd's core, the host's page layers, a remote's antd.
import path from 'node:path';
import type { Module, ModuleGraph, OptimizationSplitChunksOptions } from '@rspack/core';

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
 * - every signed-in page, antd: what nearly all pages draw (Button, Input, Spin, Flex, Space, message) and antd's core;
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

// Each module in one chunk only (the default minimum size copied antd's internals into every component's chunk,
// the same module fetched up to 8 times on a page); what always loads together is grouped instead.
export function splitChunks(appDir: string, isHost: boolean, dependencies: Record<string, string>): OptimizationSplitChunksOptions {
  const antdCore = new RegExp(`${ANTD_CORE.source}|${(isHost ? HOST_SIGNED_IN_ANTD : REMOTE_ANTD_FALLBACK).source}`);
  const resourceOf = (module: Module | null) => (module && 'resource' in module && typeof module.resource === 'string' ? module.resource : '');
  // A remote's icon data joins its fallback antd but for what its own code draws (SvgIcon); the sign-in remote (no antd) keeps all.
  const iconDataJoinsAntd = !isHost && 'antd' in dependencies;
  const ownCode = path.join(appDir, 'src') + path.sep;
  const drawnByOwnCode = (m: Module, graph: ModuleGraph) => graph.getIncomingConnections(m).some((c) => resourceOf(c.originModule).startsWith(ownCode));
  const inAntdCore = (module: Module, { moduleGraph }: { moduleGraph: ModuleGraph }) =>
    antdCore.test(resourceOf(module)) || (iconDataJoinsAntd && REMOTE_ICON_DATA.test(resourceOf(module)) && !drawnByOwnCode(module, moduleGraph));

  return {
    chunks: 'async',
    minSize: 0,
    maxAsyncRequests: Infinity,
    maxInitialRequests: Infinity,
    cacheGroups: {
      antdCore: { test: inAntdCore, name: 'antd-core', chunks: 'async', priority: 30, enforce: true },
      // Modules several of an app's pages use get a file of their own from 4 KB (unminified): one file, not five tiny
      // ones. A bigger limit copied them into each page's files; at 3 KB the page addresses were one more file on '/'.
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
  };
}
