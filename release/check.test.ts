import { checkRelease, satisfies, type PortalFacts, type ReleaseFacts } from './check';
import { releaseName, releasesReport } from './status';

const release: ReleaseFacts = {
  federationName: 'account',
  version: '1.1.0-3fa9c2d1',
  exposes: ['./WalletPage', './RolesPage', './mount'],
  requires: { shared: { react: '^19.3.1', jotai: '^3.0.1', 'antd/es/button': '^6.6.8', shared: '^1.0.0' }, sharedNames: ['useSession', 'Spinner'] },
  types: { './WalletPage': 'aaaa', './RolesPage': 'bbbb', './mount': 'cccc' },
  git: { commit: 'abcdef1234', dirty: false },
};
const portal: PortalFacts = {
  provides: { react: '19.3.1', jotai: '3.0.1', 'antd/es/button': '6.6.8', shared: '1.0.0' },
  loads: ['account/WalletPage', 'account/RolesPage', 'operations/HomePage'],
  sharedExports: ['Spinner', 'useSession', 'useUser'],
  live: { ...release, version: '1.0.0-0badc0de' },
};

describe('release:check', () => {
  it('passes a release that fits the portal', () => {
    expect(checkRelease('account', release, portal)).toEqual({ problems: [], warnings: [] });
  });

  it('refuses a release built against another major of a singleton, saying what to build against', () => {
    const { problems } = checkRelease(
      'account',
      { ...release, requires: { ...release.requires, shared: { ...release.requires.shared, jotai: '^4.0.0' } } },
      portal,
    );
    expect(problems).toEqual([
      expect.stringMatching(/built against jotai \^4\.0\.0, and the portal's host provides 3\.0\.1, another major: build it against jotai 3/),
    ]);
  });

  it('warns, without refusing, about a newer minor (the release runs on the host copy)', () => {
    const result = checkRelease('account', { ...release, requires: { ...release.requires, shared: { react: '^19.4.0' } } }, portal);
    expect(result.problems).toEqual([]);
    expect(result.warnings).toEqual([expect.stringContaining("will run on the host's copy")]);
  });

  it('refuses an antd component or icon the host does not offer, and names host-offer.json', () => {
    const shared = { 'antd/es/rate': '^6.6.8', '@ant-design/icons/StarOutlined': '^6.3.4' };
    const { problems } = checkRelease('account', { ...release, requires: { ...release.requires, shared } }, portal);
    expect(problems).toEqual([
      expect.stringMatching(/antd component 'rate'.*tooling\/rspack\/host-offer\.json, release the host, then this remote/),
      expect.stringMatching(/icon 'StarOutlined'/),
    ]);
  });

  it("refuses a name of 'shared' the host does not export yet", () => {
    const { problems } = checkRelease('account', { ...release, requires: { ...release.requires, sharedNames: ['useSession', 'loadWallet'] } }, portal);
    expect(problems).toEqual([expect.stringMatching(/uses loadWallet from 'shared', which the portal's host does not export yet/)]);
  });

  it('refuses a release that drops a page the host routes to', () => {
    const { problems } = checkRelease('account', { ...release, exposes: ['./RolesPage', './mount'] }, portal);
    expect(problems).toEqual([expect.stringMatching(/no longer exposes \.\/WalletPage, which the portal's host routes to or mounts \(account\/WalletPage\)/)]);
  });

  it("refuses a release that drops ./mount, which integrators' pages load (the host does not); its types move with the pages'", () => {
    expect(checkRelease('account', { ...release, exposes: ['./WalletPage', './RolesPage'] }, portal).problems).toEqual([
      expect.stringMatching(/no longer exposes \.\/mount, which integrators' pages load/),
    ]);
    expect(checkRelease('account', { ...release, types: { ...release.types, './mount': 'dddd' } }, portal)).toEqual({ problems: [], warnings: [] });
  });

  it("warns that the names of 'shared' went unchecked when the host did not say what it exports", () => {
    expect(checkRelease('account', release, { ...portal, sharedExports: [] }).warnings).toEqual([
      expect.stringContaining("names from 'shared' were not checked"),
    ]);
  });

  it('refuses a page whose published types changed since the live release, unless they were reviewed', () => {
    const changed = { ...release, types: { ...release.types, './WalletPage': 'ffff' } };
    expect(checkRelease('account', changed, portal).problems).toEqual([
      expect.stringMatching(/WalletPage's published types changed since the live release 1\.0\.0-0badc0de/),
    ]);
    const reviewed = checkRelease('account', changed, portal, { typesReviewed: true });
    expect(reviewed.problems).toEqual([]);
    expect(reviewed.warnings).toHaveLength(1);
  });

  it("refuses another remote's release and warns about one built from uncommitted changes", () => {
    expect(checkRelease('operations', release, portal).problems).toEqual([expect.stringContaining("a release of 'account', not of 'operations'")]);
    expect(checkRelease('account', { ...release, git: { commit: 'abc', dirty: true } }, portal).warnings).toEqual([
      expect.stringContaining('uncommitted changes'),
    ]);
  });

  it('compares versions with caret ranges', () => {
    expect(satisfies('19.3.1', '^19.3.1')).toBe('yes');
    expect(satisfies('19.4.0', '^19.3.1')).toBe('yes');
    expect(satisfies('19.2.9', '^19.3.1')).toBe('older');
    expect(satisfies('20.0.0', '^19.3.1')).toBe('major');
    expect(satisfies('0.23.0', '^0.22.1')).toBe('major');
    expect(satisfies('1.0.0', '*')).toBe('yes');
  });
});

describe('npm run releases', () => {
  it('prints each remote with its live, canary and fallback releases and their numbers', () => {
    const base = 'https://cdn.example.com/remote-account';
    const remotes = {
      auth: 'http://localhost:3001/mf-manifest.json',
      account: {
        stable: `${base}/1.1.0-b/mf-manifest.json`,
        fallback: `${base}/1.0.0-a/mf-manifest.json`,
        canary: { url: `${base}/1.2.0-c/mf-manifest.json`, stores: ['loja-1', 'loja-2'], percent: 5 },
      },
    };
    const numbers = [
      {
        remote: 'account',
        release: '1.2.0-c',
        firstSeen: '2026-11-25T12:00:00.000Z',
        loads: 10,
        errors: 2,
        fallbacks: 2,
        p75: { LCP: 812.4, INP: 48, CLS: 0.01 },
      },
    ];
    const report = releasesReport(remotes, numbers);
    expect(report).toContain('auth\n  live      localhost:3001  not seen yet');
    expect(report).toContain(
      '  canary    1.2.0-c (loja-1, loja-2, 5 % of stores)  since 2026-11-25 12:00  loads 10  errors 2  fallbacks 2  p75 LCP 812 ms  INP 48 ms',
    );
    expect(report).toContain('  fallback  1.0.0-a  not seen yet');
    expect(releaseName(`${base}/1.1.0-b/mf-manifest.json`)).toBe('1.1.0-b');
  });
});
