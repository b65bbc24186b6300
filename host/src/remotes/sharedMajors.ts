import { getInstance, registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The shared libraries a remote's release must be built for at the host's major (docs/decisions.md D12): a singleton
 * runs in the host's copy whatever the release asked for (strictVersion false: another minor only warns), so a release
 * built for another major would run on an API it was not built for. A module of one ('react-dom/client',
 * 'antd/es/button', 'shared/table') is held to its library's major.
 */
const SAME_MAJOR = /^(react|react-dom|antd|jotai|@tanstack\/react-query|shared)(\/|$)/;
const majorOf = (version: string) => version.match(/\d+/)?.[0];

type BuiltWith = { sharedName: string; version?: string }[];

/**
 * Throws when a release was built (its manifest names each shared module with the version it was built with) for
 * another major than the one the host runs.
 */
export function checkSharedMajors(remote: string, builtWith: BuiltWith = [], host: Record<string, { version?: string }[] | undefined> = {}): void {
  for (const { sharedName, version } of builtWith) {
    const library = SAME_MAJOR.exec(sharedName)?.[1];
    const own = library && (host[sharedName] ?? host[library])?.[0]?.version;
    if (own && version && majorOf(version) !== majorOf(own)) {
      throw new Error(`remote '${remote}' was built for ${sharedName} ${version}, the portal runs ${own} (another major): not loaded`);
    }
  }
}

/**
 * On every load of a remote, once its manifest is read and before its entry's code runs: a release built for another
 * major fails its load, and the releases plugin (registry.ts) takes over as for any failed load — reported, the next
 * release (canary → stable → fallback), else the page's panel with 'Tentar novamente'.
 */
export const sharedMajorsPlugin: ModuleFederationRuntimePlugin = {
  name: 'portal-shared-majors',
  afterLoadSnapshot(args) {
    checkSharedMajors(args.moduleInfo.name, (args.remoteSnapshot as { shared?: BuiltWith }).shared, args.options.shared);
    return args;
  },
};

/**
 * Registered by the signed-in layout's code, not the host's entry (the sign-in page's bytes are at their budget:
 * docs/performance.md): before any signed-in page's remote loads. The sign-in page's own remote is not checked, nor
 * the dashboard's code fetched ahead from it if that comes before the layout's (its page's own load is, and falls back).
 */
export function registerSharedMajorsCheck(): void {
  if (getInstance()) registerPlugins([sharedMajorsPlugin]);
}
