import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The linter enforces the layout (docs/architecture.md, property 6): the workspace's biome.jsonc runs on a small tree laid
 * out like the workspace, with one import of each kind the rules must refuse or let through.
 */
const REPO = path.resolve(__dirname, '../..');
const BIOME = path.join(REPO, 'node_modules/.bin/biome');

function lint(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'boundaries-'));
  try {
    // The workspace's config, without what points into the workspace (schema, git ignore file).
    const config = readFileSync(path.join(REPO, 'biome.jsonc'), 'utf8')
      .replace(/"\$schema":[^\n]*\n/, '')
      .replace(/"vcs":[^\n]*\n/, '');
    writeFileSync(path.join(root, 'biome.jsonc'), config);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    const result = spawnSync(BIOME, ['lint', '--max-diagnostics=100', '.'], { cwd: root, encoding: 'utf8' });
    return `${result.stdout}${result.stderr}`;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The files a diagnostic of `rule` names. */
const flagged = (output: string, rule: string): string[] =>
  [...output.matchAll(new RegExp(`^(\\S+?):\\d+:\\d+ lint/${rule}`, 'gm'))].map((match) => match[1].replace(/^\.\//, '')).sort();

describe('the linter keeps the layout (biome.jsonc)', () => {
  jest.setTimeout(60_000);

  it('refuses a remote importing another remote, a feature importing another feature, and an import circle', () => {
    const output = lint({
      'remote-operations/src/api/operations.ts': 'export const operationsApi = {};\n',
      'remote-account/src/features/roles/reachesOperations.ts':
        "import { operationsApi } from '../../../../remote-operations/src/api/operations';\nexport const a = operationsApi;\n",
      'remote-delivery/src/features/staging/deliveryRules.ts': 'export const PAYMENT_TYPES = [];\n',
      'remote-delivery/src/features/legacy-builder/reachesStaging.ts':
        "import { PAYMENT_TYPES } from '../staging/deliveryRules';\nexport const b = PAYMENT_TYPES;\n",
      'remote-delivery/src/features/staging/order-panel/reachesLegacy.ts': "import { b } from '../../legacy-builder/reachesStaging';\nexport const c = b;\n",
      'remote-auth/src/features/sign-in/one.ts': "import { two } from './two';\nexport const one = () => two;\n",
      'remote-auth/src/features/sign-in/two.ts': "import { one } from './one';\nexport const two = () => one;\n",
    });
    expect(flagged(output, 'style/noRestrictedImports')).toEqual([
      'remote-account/src/features/roles/reachesOperations.ts',
      'remote-delivery/src/features/legacy-builder/reachesStaging.ts',
      'remote-delivery/src/features/staging/order-panel/reachesLegacy.ts',
    ]);
    expect(flagged(output, 'suspicious/noImportCycles')).toEqual(['remote-auth/src/features/sign-in/one.ts', 'remote-auth/src/features/sign-in/two.ts']);
  });

  it("refuses a module of shared/data reaching the rest of the package by a relative path, not through 'shared'", () => {
    const output = lint({
      'shared/src/config/runtimeConfig.ts': 'export const configured = () => 1;\n',
      'shared/src/data/queryClient.ts': "import { pace } from './pace';\nexport const client = pace;\n",
      'shared/src/data/pace.ts': "import { configured } from 'shared';\nexport const pace = configured;\n",
      'shared/src/data/copiesTheConfig.ts': "import { configured } from '../config/runtimeConfig';\nexport const copy = configured;\n",
    });
    expect(flagged(output, 'style/noRestrictedImports')).toEqual(['shared/src/data/copiesTheConfig.ts']);
  });

  it("lets a feature import its own files, its part's parent, common/, the remote's api and shared (the page addresses included)", () => {
    const output = lint({
      'remote-delivery/src/features/staging/linksToOrders.ts':
        "import { operationsPages } from 'shared/pages';\nexport const to = operationsPages.orders.path;\n",
      'remote-delivery/src/api/delivery.ts': 'export const deliveryApi = {};\n',
      'remote-delivery/src/features/common/externalId.ts': 'export const externalId = () => 1;\n',
      'remote-delivery/src/features/staging/deliveryRules.ts': "import { deliveryApi } from '../../api/delivery';\nexport const rules = deliveryApi;\n",
      'remote-delivery/src/features/staging/order-panel/orderRules.ts': [
        "import { rules } from '../deliveryRules';",
        "import { externalId } from '../../common/externalId';",
        "import { deliveryApi } from '../../../api/delivery';",
        "import { http } from 'shared';",
        'export const all = [rules, externalId, deliveryApi, http];',
        '',
      ].join('\n'),
    });
    expect(flagged(output, 'style/noRestrictedImports')).toEqual([]);
    expect(flagged(output, 'suspicious/noImportCycles')).toEqual([]);
  });
});
