// federation-runtime.js: the Module Federation runtime for a page that has no host.
// A remote's production remoteEntry.js is built without the runtime (experiments.externalRuntime) and
// uses the one on the page: the host's in the portal, this script's on an integrator's page or on the
// remote's own standalone page. Loading it twice, or after a host, changes nothing.
import * as runtimeCore from '@module-federation/runtime-tools/runtime-core';

const globalRef = runtimeCore.Global;
if (!globalRef._FEDERATION_RUNTIME_CORE) {
  globalRef._FEDERATION_RUNTIME_CORE = runtimeCore;
  globalRef._FEDERATION_RUNTIME_CORE_FROM = { name: 'federation-runtime.js', version: __FEDERATION_RUNTIME_VERSION__ };
}
