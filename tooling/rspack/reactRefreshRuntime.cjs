// One React Refresh runtime per page, in development only (`npm run dev`). The host and each remote are separate
// builds, each with its own react-refresh runtime: a remote's copy starts after the page's react-dom registered with
// the first app's, never learns of it, and its components would never refresh. So the first app on the page publishes
// its runtime and every later one uses it (createAppConfig.ts swaps 'react-refresh/runtime' for this file).
const KEY = '__portalReactRefreshRuntime__';
if (!globalThis[KEY]) globalThis[KEY] = require('react-refresh/cjs/react-refresh-runtime.development.js');
module.exports = globalThis[KEY];
