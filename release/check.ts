/**
 * `npm run release:check -- <remote> <release folder or manifest URL> --against <portal URL>`: whether a remote's
 * release can join the portal as it runs now, and if not, one sentence per problem saying what to change.
 */

/** What a release folder holds that the check reads: its manifest's shared list and its release.json. */
export interface ReleaseFacts {
  federationName: string;
  version: string;
  exposes: string[];
  requires: { shared: Record<string, string>; sharedNames: string[] };
  types: Record<string, string>;
  git?: { commit: string | null; dirty: boolean };
}

/** What the portal provides: its host's shared singletons (name → version), the modules it loads, `shared`'s exports. */
export interface PortalFacts {
  provides: Record<string, string>;
  loads: string[];
  sharedExports: string[];
  /** The remote's live release (the stable one remotes.json names), when it has a release.json. */
  live?: ReleaseFacts;
}

export interface CheckResult {
  problems: string[];
  warnings: string[];
}

/** `M.m.p` as numbers ('19.3.1-rc.1' → [19, 3, 1]). */
const parts = (version: string) =>
  version
    .replace(/^[^\d]*/, '')
    .split(/[.-]/)
    .slice(0, 3)
    .map(Number);

/** Whether `version` is within a caret range (`^M.m.p`, what the builds write) or an exact one; '*' takes any. */
export function satisfies(version: string, range: string): 'yes' | 'older' | 'major' {
  if (range === '*' || range === '') return 'yes';
  const [want, have] = [parts(range), parts(version)];
  if (want[0] !== have[0] || (want[0] === 0 && want[1] !== have[1])) return 'major';
  for (let i = 0; i < 3; i += 1) {
    if (have[i]! > want[i]!) return 'yes';
    if (have[i]! < want[i]!) return 'older';
  }
  return 'yes';
}

const offerFile = 'tooling/rspack/host-offer.json';

function sharedProblem(remote: string, name: string, range: string): string {
  const antd = /^antd\/es\/(.+)$/.exec(name)?.[1];
  const icon = /^@ant-design\/icons\/(.+)$/.exec(name)?.[1];
  if (antd ?? icon)
    return `${remote} imports the ${antd ? 'antd component' : 'icon'} '${antd ?? icon}', which the portal's host does not offer: add it to ${offerFile}, release the host, then this remote.`;
  return `${remote} needs the shared package '${name}' (${range}), which the portal's host does not provide: release the host with it first, or remove the import.`;
}

/** Every reason the release cannot join the portal (problems) and what is allowed but worth knowing (warnings). */
export function checkRelease(remote: string, release: ReleaseFacts, portal: PortalFacts, { typesReviewed = false } = {}): CheckResult {
  const problems: string[] = [];
  const warnings: string[] = [];
  if (release.federationName !== remote) {
    problems.push(`This is a release of '${release.federationName}', not of '${remote}': name the remote it belongs to.`);
    return { problems, warnings };
  }
  for (const [name, range] of Object.entries(release.requires.shared)) {
    const provided = portal.provides[name];
    if (provided === undefined) problems.push(sharedProblem(remote, name, range));
    else if (satisfies(provided, range) === 'major')
      problems.push(
        `${remote} was built against ${name} ${range}, and the portal's host provides ${provided}, another major: build it against ${name} ${parts(provided)[0]} (the workspace's pnpm catalog), or release the host and every remote on the new major together.`,
      );
    else if (satisfies(provided, range) === 'older')
      warnings.push(
        `${remote} was built against ${name} ${range}; the portal's host provides ${provided}: it will run on the host's copy (a newer minor's features are not there).`,
      );
  }
  if (!portal.sharedExports.length && release.requires.sharedNames.length)
    warnings.push(
      `The portal's host did not say which names 'shared' exports (its release.json could not be read): ${remote}'s ${release.requires.sharedNames.length} names from 'shared' were not checked.`,
    );
  const missingNames = portal.sharedExports.length ? release.requires.sharedNames.filter((name) => !portal.sharedExports.includes(name)) : [];
  if (missingNames.length)
    problems.push(
      `${remote} uses ${missingNames.join(', ')} from 'shared', which the portal's host does not export yet: release the host with it first, or check for it at run time.`,
    );
  // What the host loads, and './mount', which integrators' pages load (docs/deployment.md, 'Embedding a remote').
  const wantedModules = [...new Set([...portal.loads.filter((id) => id.startsWith(`${remote}/`)), `${remote}/mount`])];
  for (const wanted of wantedModules) {
    const module = `./${wanted.slice(remote.length + 1)}`;
    if (!release.exposes.includes(module)) {
      problems.push(
        module === './mount'
          ? `${remote} no longer exposes ./mount, which integrators' pages load: keep exposing it (removing it breaks every page that embeds ${remote}).`
          : `${remote} no longer exposes ${module}, which the portal's host routes to or mounts (${wanted}): keep exposing it (removing a module is a new major of the exposes list, and the host first).`,
      );
      continue;
    }
    // './mount' is checked for being there: its declarations reach every page through its loaders, so its hash moves
    // with any page's types, while what integrators call (MountOptions) is shared's.
    if (module === './mount') continue;
    const before = portal.live?.types[module];
    const after = release.types[module];
    if (before && after && before !== after)
      (typesReviewed ? warnings : problems).push(
        `${wanted}'s published types changed since the live release ${portal.live!.version} (${before} → ${after}): the host renders it as before; check the host's type-check against this release (npm run typecheck) and release the host first if the page now needs something else (then pass --types-reviewed).`,
      );
  }
  if (release.git?.dirty)
    warnings.push(
      `${release.version} was built from uncommitted changes (commit ${release.git.commit ?? 'unknown'}): rebuild from a commit before it goes live.`,
    );
  return { problems, warnings };
}
