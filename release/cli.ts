/**
 * A remote team's release tools (docs/deployment.md, 'A remote team's runbook'):
 *   npm run release:check -- <remote> <release folder | manifest URL> --against <portal URL> [--types-reviewed]
 *   npm run releases -- [--portal <portal URL>]
 */
import { checkRelease } from './check';
import { portalFacts, releaseFacts } from './facts';
import { releasesReport, type ReleaseNumbers } from './status';

const [command, ...args] = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const positional = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
const fail = (message: string): never => {
  process.stderr.write(`✗ ${message}\n`);
  process.exit(1);
};

async function check(): Promise<void> {
  const [remoteArg, where] = positional;
  const portal = option('--against');
  if (!remoteArg || !where || !portal) fail('usage: npm run release:check -- <remote> <release folder or manifest URL> --against <portal URL>');
  const remote = remoteArg!.replace(/^remote-/, '');
  const [release, facts] = await Promise.all([releaseFacts(where!), portalFacts(portal!, remote)]);
  const { problems, warnings } = checkRelease(remote, release, facts, { typesReviewed: args.includes('--types-reviewed') });
  if (!facts.loads.length) warnings.push(`${portal}/release.json names no module the host loads (an older host): the pages it routes to were not checked.`);
  for (const warning of warnings) process.stdout.write(`! ${warning}\n`);
  if (problems.length) fail(`${remote} ${release.version} cannot join ${portal}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.stdout.write(
    `✓ ${remote} ${release.version} (commit ${release.git?.commit?.slice(0, 8) ?? 'unknown'}) can join ${portal}${facts.live ? `, replacing ${facts.live.version}` : ''}.\n`,
  );
}

async function status(): Promise<void> {
  const portal = option('--portal') ?? `http://localhost:${process.env.PORTAL_PORT_BASE ?? 3000}`;
  const get = async (url: URL) => (await fetch(url, { cache: 'no-store' }).catch(() => null))?.json().catch(() => null);
  const remotes = ((await get(new URL('/remotes.json', portal))) ?? fail(`${portal}/remotes.json could not be read`)) as Record<string, unknown>;
  const config = ((await get(new URL('/portal-config.json', portal))) ?? {}) as { telemetryCollector?: string };
  const collector = config.telemetryCollector;
  const summary = collector ? ((await get(new URL(`${collector.replace(/\/$/, '')}/summary`, portal))) as { releases?: ReleaseNumbers[] } | null) : null;
  if (!collector) process.stdout.write(`! ${portal}/portal-config.json names no telemetryCollector: releases only, no numbers.\n`);
  process.stdout.write(`${releasesReport(remotes, summary?.releases ?? [])}\n`);
}

const commands: Record<string, () => Promise<void>> = { check, status };
(commands[command ?? ''] ?? (() => fail('usage: tsx release/cli.ts check|status …')))().catch((error: Error) => fail(error.message));
