import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PRECOMPRESS_MIN_BYTES } from './precompress';

const repo = path.resolve(__dirname, '../..');

/**
 * A production build of a tiny app with the plugin (a big chunk, a small one, the runtime configuration copied in), by
 * rspack's CLI in a child process (@rspack/core is an ES module jest cannot load). Returns the files written.
 */
function build(dir: string): string[] {
  mkdirSync(path.join(dir, 'src'));
  mkdirSync(path.join(dir, 'public'));
  writeFileSync(path.join(dir, 'src/index.js'), `console.log(${JSON.stringify('Portal do Comerciante '.repeat(300))});\nimport('./small.js');\n`);
  writeFileSync(path.join(dir, 'src/small.js'), 'export const x = 1;\n');
  const config = JSON.stringify({ remoteOrigins: ['https://cdn.example.com'], padding: 'x'.repeat(4000) });
  writeFileSync(path.join(dir, 'public/portal-config.json'), config);
  writeFileSync(path.join(dir, 'public/remotes.json'), config);
  writeFileSync(
    path.join(dir, 'rspack.config.ts'),
    `import { rspack } from ${JSON.stringify(require.resolve('@rspack/core', { paths: [repo] }))};
import { PrecompressPlugin } from ${JSON.stringify(path.join(__dirname, 'precompress.ts'))};
export default {
  mode: 'production', context: ${JSON.stringify(dir)}, entry: './src/index.js', devtool: 'hidden-source-map',
  output: { filename: '[name].[contenthash:8].js', chunkFilename: '[name].[contenthash:8].js' },
  plugins: [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }), new PrecompressPlugin()],
};`,
  );
  const run = spawnSync(path.join(repo, 'node_modules/.bin/rspack'), ['build', '-c', path.join(dir, 'rspack.config.ts')], { cwd: dir, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr || run.stdout);
  return readdirSync(path.join(dir, 'dist'));
}

describe('precompressed copies written at build time', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes .gz and .br beside each file over the threshold, holding the file exactly; none for the runtime configuration, maps or small files', () => {
    const files = build(dir);
    const main = files.find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name))!;
    const small = files.find((name) => /\.js$/.test(name) && name !== main)!;
    const original = readFileSync(path.join(dir, 'dist', main));
    expect(original.length).toBeGreaterThan(PRECOMPRESS_MIN_BYTES);
    expect(gunzipSync(readFileSync(path.join(dir, 'dist', `${main}.gz`)))).toEqual(original);
    expect(brotliDecompressSync(readFileSync(path.join(dir, 'dist', `${main}.br`)))).toEqual(original);
    // Hidden source maps: written beside the file, named nowhere in it.
    expect(existsSync(path.join(dir, 'dist', `${main}.map`))).toBe(true);
    expect(original.toString()).not.toContain('sourceMappingURL');
    expect(files).toEqual(expect.arrayContaining(['remotes.json', 'portal-config.json']));
    for (const name of [`${small}.gz`, `${small}.br`, `${main}.map.gz`, 'remotes.json.gz', 'portal-config.json.br']) {
      expect({ name, written: files.includes(name) }).toEqual({ name, written: false });
    }
  }, 60_000);
});
