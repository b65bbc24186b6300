/**
 * Which stateful packages a page load fetched, and how many times: read from the source maps of the
 * JS files the browser actually fetched (every production chunk has one), so a package inlined in a
 * remote's own chunk is caught even when the file name does not tell.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SERVED_DIRS } from './config';

export const SINGLETONS: Record<string, (module: string) => boolean> = {
  react: (m) => m.startsWith('react/'),
  'react-dom': (m) => m.startsWith('react-dom/'),
  antd: (m) => m.startsWith('antd/'),
  jotai: (m) => m.startsWith('jotai/'),
  'session store': (m) => m.startsWith('shared/src/session/'),
};

const sourcesCache = new Map<string, string[]>();

/** 'webpack://host/../node_modules/.pnpm/x/node_modules/antd/es/a.js' → 'antd/es/a.js'; '../shared/src/b.ts' → 'shared/src/b.ts'. */
export function moduleName(source: string): string {
  const withoutScheme = decodeURIComponent(source.replace(/^webpack:\/\/[^/]*\//, ''));
  const nm = withoutScheme.lastIndexOf('/node_modules/');
  if (nm >= 0) return withoutScheme.slice(nm + '/node_modules/'.length);
  const shared = withoutScheme.match(/(?:^|\/)(shared\/src\/.*)$/);
  return shared ? shared[1] : withoutScheme;
}

function modulesOf(url: string): string[] {
  const cached = sourcesCache.get(url);
  if (cached) return cached;
  const parsed = new URL(url);
  const root = SERVED_DIRS[Number(parsed.port)];
  const file = root && path.join(root, parsed.pathname);
  const map = file && `${file}.map`;
  const modules = map && existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources.map(moduleName) : [];
  sourcesCache.set(url, modules);
  return modules;
}

/** What the sign-in page must not fetch (docs/decisions.md, 'The first screen before antd'): the signed-in shell brings them. */
export const NOT_ON_SIGN_IN: Record<string, (module: string) => boolean> = {
  antd: (m) => m.startsWith('antd/') || m.startsWith('@ant-design/cssinjs'),
  'icon base': (m) => m.startsWith('@ant-design/icons/'),
  formik: (m) => m.startsWith('formik/'),
  axios: (m) => m.startsWith('axios/'),
  dayjs: (m) => m.startsWith('dayjs/'),
};

/** Which of the given packages the JS files hold any module of. */
export function packagesFetched(jsUrls: string[], packages: Record<string, (module: string) => boolean> = NOT_ON_SIGN_IN): string[] {
  return Object.entries(singletonCopies(jsUrls, packages))
    .filter(([, copies]) => copies > 0)
    .map(([name]) => name);
}

/**
 * For each singleton: the most times any one of its modules was fetched in the given JS files
 * (1 = fetched once; 2 = a second copy came from another app or chunk; 0 = not fetched at all).
 */
export function singletonCopies(jsUrls: string[], packages: Record<string, (module: string) => boolean> = SINGLETONS): Record<string, number> {
  const counts = new Map<string, number>();
  for (const url of new Set(jsUrls)) for (const m of new Set(modulesOf(url))) counts.set(m, (counts.get(m) ?? 0) + 1);
  const result: Record<string, number> = {};
  for (const [name, matches] of Object.entries(packages)) {
    let copies = 0;
    for (const [m, n] of counts) if (matches(m)) copies = Math.max(copies, n);
    result[name] = copies;
  }
  return result;
}
