/**
 * Whether a build is a demo (StandaloneShell's demo accounts): development builds, and production builds made
 * with PORTAL_DEMO=1 (`npm start`, the e2e builds). A release (`npm run build`) is not (docs/decisions.md).
 */
export const isDemoBuild = (production: boolean): boolean => !production || process.env.PORTAL_DEMO === '1';
