import { DEFAULT_PORT_BASE, PORT_BASE, REMOTES } from 'tooling/rspack/apps';

/**
 * A text (remotes.json, the integrator page) with the default localhost ports of the remotes moved to
 * PORTAL_PORT_BASE's, so a shifted copy of the portal loads its own remotes, not another copy's.
 * The default port base leaves the text as it is.
 */
export function shiftRemotePorts(text: string, portBase: number = PORT_BASE): string {
  if (portBase === DEFAULT_PORT_BASE) return text;
  let shifted = text;
  REMOTES.forEach((_remote, index) => {
    shifted = shifted.replaceAll(`//localhost:${DEFAULT_PORT_BASE + index + 1}/`, `//localhost:${portBase + index + 1}/`);
  });
  return shifted;
}
