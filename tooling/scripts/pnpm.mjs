// npm run pnpm -- <args>: the workspace's pnpm (package.json's "packageManager"), through npx.
import { pnpm } from './lib.mjs';

pnpm(process.argv.slice(2));
