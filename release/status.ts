import { stableOf } from './facts';

/** One release's numbers as the collector's summary gives them (sandbox/src/telemetry.ts). */
export interface ReleaseNumbers {
  remote: string;
  release: string;
  firstSeen: string;
  loads: number;
  errors: number;
  fallbacks: number;
  p75: { LCP: number | null; INP: number | null; CLS: number | null };
}

/** The release's name: the folder its manifest is published in (as the host names it in its reports). */
export function releaseName(url: string): string {
  const parts = new URL(url, 'http://x').pathname.split('/').filter(Boolean);
  return parts.length > 1 ? parts[parts.length - 2]! : new URL(url, 'http://x').host;
}

const ms = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);

function line(role: string, url: string | undefined, numbers: ReleaseNumbers[], remote: string, note = ''): string[] {
  if (!url) return [];
  const name = releaseName(url);
  const n = numbers.find((r) => r.remote === remote && r.release === name);
  const stats = n
    ? `since ${n.firstSeen.replace('T', ' ').slice(0, 16)}  loads ${n.loads}  errors ${n.errors}  fallbacks ${n.fallbacks}  p75 LCP ${ms(n.p75.LCP)}  INP ${ms(n.p75.INP)}`
    : 'not seen yet';
  return [`  ${role.padEnd(9)} ${name}${note}  ${stats}`];
}

/** `npm run releases`: per remote of remotes.json, its live, canary and fallback releases and how each is doing. */
export function releasesReport(remotesJson: Record<string, unknown>, numbers: ReleaseNumbers[]): string {
  return Object.entries(remotesJson)
    .flatMap(([remote, entry]) => {
      const e = (entry && typeof entry === 'object' ? entry : {}) as { fallback?: string; canary?: { url?: string; stores?: string[]; percent?: number } };
      const who = [...(e.canary?.stores ?? []).map(String), ...(e.canary?.percent ? [`${e.canary.percent} % of stores`] : [])].join(', ');
      return [
        remote,
        ...line('live', stableOf(entry), numbers, remote),
        ...line('canary', e.canary?.url, numbers, remote, who ? ` (${who})` : ''),
        ...line('fallback', e.fallback, numbers, remote),
      ];
    })
    .join('\n');
}
