import path from 'node:path';
import { antdComponentShares, antdComponentsUsed, iconsUsed, readHostOffer, unofferedImportsError } from './shared-deps';

/**
 * Issue 18: the host's offer of antd components and icons is a committed list (host-offer.json), read by the
 * build; the workspace's imports are checked against it here, not scanned when the host builds.
 */
const REPO = path.resolve(__dirname, '../..');
const offer = readHostOffer();

describe("the host's offer (tooling/rspack/host-offer.json)", () => {
  it('holds every antd component the workspace imports, and nothing it does not', () => {
    const used = antdComponentsUsed(REPO);
    expect(used.filter((name) => !offer.antd.includes(name))).toEqual([]);
    expect(offer.antd.filter((name) => !used.includes(name))).toEqual([]);
  });

  it('holds every icon the workspace imports, and nothing it does not', () => {
    const used = iconsUsed(REPO).map((icon) => icon.replace('@ant-design/icons/', ''));
    expect(used.filter((name) => !offer.icons.includes(name))).toEqual([]);
    expect(offer.icons.filter((name) => !used.includes(name))).toEqual([]);
  });

  it("is what the host's build offers", () => {
    expect(Object.keys(antdComponentShares(path.join(REPO, 'host'), 'workspace')).sort()).toEqual(offer.antd.map((name) => `antd/es/${name}`).sort());
  });

  it('stops the build of a remote that imports a component or icon the host does not offer, saying what to do', () => {
    expect(unofferedImportsError('remote-operations', 'antd components', ['button', 'rate'], offer.antd)).toBe(
      'remote-operations imports antd components the host does not offer: rate. Add them to tooling/rspack/host-offer.json, release the host, ' +
        'then this remote (docs/deployment.md, "A new antd component or icon").',
    );
    expect(unofferedImportsError('remote-account', 'icons', [offer.icons[0]], offer.icons)).toBeNull();
    // A remote's own offer passes the same check when its build is configured.
    expect(() => antdComponentShares(path.join(REPO, 'remote-operations'), 'own')).not.toThrow();
  });
});
