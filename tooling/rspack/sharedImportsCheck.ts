import path from 'node:path';
import type { Compiler, Module } from '@rspack/core';
import type { HostOffer } from './shared-deps';

/** What the bundler saw the workspace's code import from the families shared piece by piece: request and names. */
export interface SharedImport {
  file: string;
  request: string;
  names: string[];
}

const SHARED_FAMILY = /^(antd\/es\/[^/]+|@ant-design\/icons\/[A-Z]\w+|react-router(-dom)?(\/.*)?)$/;

/**
 * What a build refuses: an antd component or icon not on the host's offer (a remote drawing it would load a second
 * copy of antd's internals, or of the icon base, beside the host's), a name the shared router does not export, or the
 * bare 'react-router' (a second router context). One message each, saying what to change.
 */
export function sharedImportErrors(app: string, offer: HostOffer, routerNames: readonly string[], imports: readonly SharedImport[]): string[] {
  const missing = (pattern: RegExp, offered: readonly string[]) => [
    ...new Set(imports.flatMap(({ request }) => request.match(pattern)?.[1] ?? []).filter((name) => !offered.includes(name))),
  ];
  const unoffered = (kind: string, names: string[]) =>
    `${app} imports ${kind} the host does not offer: ${names.join(', ')}. ` +
    'Add them to tooling/rspack/host-offer.json, release the host, then this remote (docs/deployment.md, "A new antd component or icon").';
  const antd = missing(/^antd\/es\/([^/]+)$/, offer.antd);
  const icons = missing(/^@ant-design\/icons\/(\w+)$/, offer.icons);
  const bareRouter = [...new Set(imports.filter(({ request }) => /^react-router(\/|$)/.test(request)).map(({ file }) => file))];
  const routerImports = imports.filter(({ request }) => request === 'react-router-dom');
  const unknownNames = [...new Set(routerImports.flatMap((i) => i.names))].filter((name) => name !== 'default' && !routerNames.includes(name));
  const errors: string[] = [];
  if (antd.length) errors.push(unoffered('antd components', antd));
  if (icons.length) errors.push(unoffered('icons', icons));
  if (bareRouter.length) errors.push(`react-router: import from 'react-router-dom', not 'react-router' (one shared router): ${bareRouter.join(', ')}`);
  if (unknownNames.length)
    errors.push(
      `react-router-dom: ${unknownNames.join(', ')} imported but not in tooling/rspack/react-router-declarative.mjs (the shared declarative API): add it there`,
    );
  return errors;
}

type Dependencies = Pick<Module, 'dependencies' | 'blocks'>;
const dependenciesOf = (module: Dependencies): Module['dependencies'] => [
  ...module.dependencies,
  ...module.blocks.flatMap((block) => dependenciesOf(block as Dependencies)),
];

/**
 * Checks, once the bundler has resolved the whole module graph, the imports of the workspace's code it reached (the
 * app's files and the `shared` files they import; tests and unreached files are not in the graph) against the host's
 * offer and the shared router's names (the declarative module's own re-exports, read from the same graph).
 */
export class SharedImportsCheckPlugin {
  constructor(private readonly options: { app: string; offer: HostOffer; repo: string; routerFile: string }) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('SharedImportsCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedImportsCheckPlugin', (modules) => {
        const imports: SharedImport[] = [];
        const routerNames: string[] = [];
        for (const module of modules) {
          const resource = 'resource' in module && typeof module.resource === 'string' ? module.resource : '';
          if (!resource || resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
          for (const dependency of dependenciesOf(module)) {
            if (resource === this.options.routerFile) routerNames.push(...(dependency.ids ?? []));
            const request = dependency.request ?? '';
            if (SHARED_FAMILY.test(request))
              imports.push({ file: path.relative(this.options.repo, resource), request, names: dependency.ids?.slice(0, 1) ?? [] });
          }
        }
        for (const message of sharedImportErrors(this.options.app, this.options.offer, routerNames, imports)) {
          compilation.errors.push(new compiler.webpack.WebpackError(message));
        }
      });
    });
  }
}
