// The one change of "version B" of remote-account in the deployment e2e: every exposed page shows a
// line naming its release above the page; with `throws`, the page throws as it mounts instead (a broken
// canary). Applied only by account-versions.rspack.config.ts.
module.exports = function releaseLabelLoader(source) {
  const { label, throws } = this.getOptions();
  const match = /export\s*\{\s*default\s*\}\s*from\s*(['"][^'"]+['"]);?/.exec(source);
  if (!match) return source;
  return [
    `import Page from ${match[1]};`,
    "import { createElement, Fragment } from 'react';",
    'export default function ReleaseLabelled(props) {',
    throws ? `  throw new Error(${JSON.stringify(`${label}: broken on mount`)});` : '',
    `  return createElement(Fragment, null, createElement('p', { 'data-release-label': '' }, ${JSON.stringify(label)}), createElement(Page, props));`,
    '}',
    '',
  ].join('\n');
};
