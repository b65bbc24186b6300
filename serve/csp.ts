import { readFileSync } from 'node:fs';
import { type MapOrigins, remoteOriginsOf, type ServerRuntimeConfig } from './runtimeConfig';

const NO_MAP_ORIGINS: MapOrigins = { script: [], connect: [], img: [], style: [], font: [] };

/** The origins named in a remotes.json file (unreadable or malformed → none). */
export function remoteOrigins(remotesJsonPath: string): string[] {
  try {
    return originsOfRegistry(readFileSync(remotesJsonPath, 'utf8'));
  } catch {
    return [];
  }
}

/** The origins named in a remotes.json text (malformed → none). */
export function originsOfRegistry(text: string): string[] {
  try {
    const registry = JSON.parse(text) as Record<string, unknown>;
    const origins = new Set<string>();
    // An entry is a manifest URL, or a remote's releases (stable, fallback, canary.url: host/src/remotes/releases.ts).
    const urls = Object.values(registry).flatMap((entry) => {
      if (!entry || typeof entry !== 'object') return [entry];
      const { stable, fallback, canary } = entry as { stable?: unknown; fallback?: unknown; canary?: { url?: unknown } };
      return [stable, fallback, canary?.url];
    });
    for (const url of urls) {
      if (typeof url !== 'string') continue;
      try {
        const parsed = new URL(url);
        if (parsed.protocol === 'http:' || parsed.protocol === 'https:') origins.add(parsed.origin);
      } catch {
        // Not an absolute URL: same origin, already allowed by 'self'.
      }
    }
    return [...origins];
  } catch {
    return [];
  }
}

/**
 * The remotes' origins the host's Content-Security-Policy allows: the CDN origins of the runtime configuration
 * (`remoteOrigins` of portal-config.json), where any release may be moved without touching the web server, and the
 * origins remotes.json names now.
 */
export function allowedRemoteOrigins(registryText: string, config: ServerRuntimeConfig): string[] {
  return [...new Set([...remoteOriginsOf(config), ...originsOfRegistry(registryText)])];
}

/**
 * The host's Content-Security-Policy: scripts and calls only from itself and the remotes' origins
 * (read from remotes.json on every page load, so a deploy that edits it is followed at once), and what the
 * maps need under the runtime configuration (its tile origin; Google's origins only with a key: runtimeConfig.ts).
 * Styles allow inline because antd injects its CSS-in-JS as <style> elements.
 */
export function hostContentSecurityPolicy(origins: string[], maps: MapOrigins = NO_MAP_ORIGINS): string {
  const list = (...sources: string[]) => sources.filter(Boolean).join(' ');
  const remotes = origins.join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", remotes, ...maps.script)}`,
    `connect-src ${list("'self'", remotes, ...maps.connect)}`,
    `style-src ${list("'self'", "'unsafe-inline'", ...maps.style)}`,
    `img-src ${list("'self'", 'data:', 'blob:', ...maps.img)}`,
    `font-src ${list("'self'", 'data:', ...maps.font)}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Headers every page and file of the portal carries, whichever server sends them (serve/, nginx). */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'geolocation=(), camera=(), microphone=()',
};

/** The host's security headers: its Content-Security-Policy (the remotes' origins, the maps' under the runtime configuration) and the base ones. */
export function hostSecurityHeaders(origins: string[], maps?: MapOrigins): Record<string, string> {
  return { 'Content-Security-Policy': hostContentSecurityPolicy(origins, maps), ...BASE_SECURITY_HEADERS };
}

/**
 * A remote's security headers: its own page (if any) runs only its own scripts and may be framed only by
 * itself. Its chunks are loaded by other origins' pages, which CSP on the chunks does not restrict.
 */
export function remoteSecurityHeaders(): Record<string, string> {
  return { 'Content-Security-Policy': hostContentSecurityPolicy([]), ...BASE_SECURITY_HEADERS };
}
