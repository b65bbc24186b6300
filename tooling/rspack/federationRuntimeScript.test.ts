import { execFileSync } from 'node:child_process';
import path from 'node:path';
import vm from 'node:vm';

const REPO = path.resolve(__dirname, '../..');

/** Runs federation-runtime.js in a fresh browser-like global, as a page's <script> would. */
function runInPage(code: string, page: Record<string, unknown> = {}): Record<string, unknown> {
  const context = vm.createContext(Object.assign(page, { console }));
  vm.runInContext('globalThis.window = globalThis; globalThis.self = globalThis;', context);
  vm.runInContext(code, context);
  return context as Record<string, unknown>;
}

describe('federation-runtime.js', () => {
  let code: string;
  // Built as a remote's build does, in a child process (@rspack/core is ESM-only under jest).
  beforeAll(() => {
    const script = `import { buildProvider } from './tooling/rspack/federationRuntimeScript'; buildProvider().then(({ code }) => process.stdout.write(code));`;
    code = execFileSync(path.join(REPO, 'node_modules/.bin/tsx'), ['-e', script], { cwd: REPO, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  }, 60_000);

  it('provides the runtime a remote built with externalRuntime looks for', () => {
    const page = runInPage(code);
    const runtime = page._FEDERATION_RUNTIME_CORE as Record<string, unknown>;
    expect(typeof runtime.ModuleFederation).toBe('function');
    expect(typeof runtime.getRemoteEntry).toBe('function');
    expect(page._FEDERATION_RUNTIME_CORE_FROM).toEqual({ name: 'federation-runtime.js', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('leaves a runtime already on the page (the host, or a second copy of the script) in place', () => {
    const hosts = { ModuleFederation: class {} };
    const page = runInPage(code, { _FEDERATION_RUNTIME_CORE: hosts });
    expect(page._FEDERATION_RUNTIME_CORE).toBe(hosts);
    const twice = runInPage(code);
    const first = twice._FEDERATION_RUNTIME_CORE;
    vm.runInContext(code, twice as vm.Context);
    expect(twice._FEDERATION_RUNTIME_CORE).toBe(first);
  });
});
