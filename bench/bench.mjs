// npm run bench: runs run.ts on the bench's own ports, PORTAL_PORT_BASE=7000 unless set (host 7000, remotes
// 7001–7004, baseline 7009, sandbox 8000), so it never collides with `npm start` or an e2e run. The port base
// must be set before tooling/rspack/apps.ts is loaded, hence this launcher. `npm run bench -- --help` lists the options.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, PORTAL_PORT_BASE: process.env.PORTAL_PORT_BASE || '7000' };
const result = spawnSync(path.join(repo, 'node_modules/.bin/tsx'), ['bench/run.ts', ...process.argv.slice(2)], { cwd: repo, stdio: 'inherit', env });
process.exit(result.status ?? 1);
