// One React Refresh runtime per page, in development only (`npm run dev`). The host and each remote are
// separate builds, and each would carry its own copy of react-refresh's runtime: a remote's copy starts
// after the page's react-dom has registered with the runtime of the app that loaded first, never learns of
// it, and its components would never refresh. So the first app on the page publishes its runtime and
// every later one uses that one (createAppConfig.ts swaps 'react-refresh/runtime' for this file).
const KEY = '__portalReactRefreshRuntime__';
if (!globalThis[KEY]) globalThis[KEY] = require('react-refresh/cjs/react-refresh-runtime.development.js');
module.exports = globalThis[KEY];
