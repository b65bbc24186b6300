import { rspack, type Compiler } from '@rspack/core';

/**
 * The host's page asks for its 'framework' chunk (React, the router, jotai, `shared`, the host's shell) at once, from the
 * HTML, beside main.js: else it was asked for only once main.js had arrived and run, a round trip later on every first
 * load (docs/performance.md). A `<link rel="preload">`: the chunk loader's script tag then finds it fetched.
 */
export class FrameworkPreloadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('FrameworkPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise('FrameworkPreloadPlugin', async (data) => {
        const chunk = compilation.namedChunks.get('framework');
        const files = chunk ? [...chunk.files].filter((file) => file.endsWith('.js')) : [];
        data.headTags.unshift(
          ...files.map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` },
            meta: {},
          })),
        );
        return data;
      });
    });
  }
}
