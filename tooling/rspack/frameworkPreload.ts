import { rspack, type Compiler } from '@rspack/core';

/**
 * The host's page asks for its framework file (React, the router, jotai, `shared`, the host's shell: the 'framework'
 * chunk) at once, from the HTML, beside main.js: without it the file was asked for only once main.js had arrived and
 * run, a round trip and main.js' download later, which a phone on a weak network pays on every first load
 * (docs/performance.md). A `<link rel="preload">`: the chunk loader's script tag then finds it fetched.
 */
export class FrameworkPreloadPlugin {
  constructor(private readonly chunkName = 'framework') {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('FrameworkPreloadPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise('FrameworkPreloadPlugin', async (data) => {
        const chunk = compilation.namedChunks.get(this.chunkName);
        const files = chunk ? [...chunk.files].filter((file) => file.endsWith('.js')) : [];
        const links = files.map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'script', href: `${data.publicPath}${file}` },
          meta: {},
        }));
        data.headTags.unshift(...links);
        return data;
      });
    });
  }
}
