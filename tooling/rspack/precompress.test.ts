import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PRECOMPRESS_MIN_BYTES } from './precompress';

const repo = path.resolve(__dirname, '../..');

/**
 * A production build of a tiny app with the plugin (a big chunk, a small one, the runtime configuration copied in),
 * run by rspack in a child process: @rspack/core is an ES module jest cannot load. Returns the assets' names.
 */
function build(dir: string): string[] {
  mkdirSync(path.join(dir, 'src'));
  mkdirSync(path.join(dir, 'public'));
  writeFileSync(path.join(dir, 'src/index.js'), `console.log(${JSON.stringify('Portal do Comerciante '.repeat(300))});\nimport('./small.js');\n`);
  writeFileSync(path.join(dir, 'src/small.js'), 'export const x = 1;\n');
  const config = JSON.stringify({ remoteOrigins: ['https://cdn.example.com'], padding: 'x'.repeat(4000) });
  writeFileSync(path.join(dir, 'public/portal-config.json'), config);
  writeFileSync(path.join(dir, 'public/remotes.json'), config);
  const url = (file: string) => pathToFileURL(path.join(repo, file)).href;
  writeFileSync(
    path.join(dir, 'build.mts'),
    `import { rspack } from '${url('node_modules/@rspack/core/dist/index.js')}';
import { PrecompressPlugin } from '${url('tooling/rspack/precompress.ts')}';
const dir = ${JSON.stringify(dir)};
const compiler = rspack({
  mode: 'production',
  context: dir,
  entry: './src/index.js',
  devtool: 'hidden-source-map',
  output: { path: dir + '/dist', filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
  plugins: [new rspack.CopyRspackPlugin({ patterns: [{ from: dir + '/public' }] }), new PrecompressPlugin()],
});
compiler.run((error, stats) => {
  if (error || stats.hasErrors()) { console.error(error ?? stats.toString()); process.exit(1); }
  console.log(JSON.stringify(Object.keys(stats.compilation.assets).sort()));
  compiler.close(() => undefined);
});
`,
  );
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, 'build.mts')], { cwd: repo, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr || run.stdout);
  return JSON.parse(run.stdout.trim().split('\n').pop()!) as string[];
}

describe('precompressed copies written at build time', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .gz and .br beside each file over the threshold, holding the file exactly; none for the runtime configuration, maps or small files', () => {
    const assets = build(dir);
    const main = assets.find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name))!;
    const small = assets.find((name) => /\.js$/.test(name) && name !== main)!;
    const original = readFileSync(path.join(dir, 'dist', main));
    expect(original.length).toBeGreaterThan(PRECOMPRESS_MIN_BYTES);
    expect(gunzipSync(readFileSync(path.join(dir, 'dist', `${main}.gz`)))).toEqual(original);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'dist', `${main}.br`)))).toEqual(original);
    // Hidden source maps: written beside the file, named nowhere in it.
    expect(existsSync(path.join(dir, 'dist', `${main}.map`))).toBe(true);
    expect(original.toString()).not.toContain('sourceMappingURL');
    for (const name of [`${small}.gz`, `${small}.br`, `${main}.map.gz`, 'remotes.json.gz', 'portal-config.json.br']) {
      expect({ name, written: assets.includes(name) || existsSync(path.join(dir, 'dist', name)) }).toEqual({ name, written: false });
    }
  }, 60_000);
});
