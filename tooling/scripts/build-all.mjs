// npm run build: production builds of the host and the four remotes.
import { buildAll } from './lib.mjs';

await buildAll(process.argv.slice(2).length ? process.argv.slice(2) : undefined);
