import { defineConfig } from '@playwright/test';
import base from '../playwright.config';

/**
 * The gallery (npm run gallery): every main screen photographed at the four sizes into docs/gallery/, against the
 * production builds (npm run build) on the sandbox, as the e2e suite runs. One worker: the photographs are taken in
 * order and the index is written once they all are.
 */
export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'gallery.spec.ts',
  globalSetup: '../global-setup.ts',
  outputDir: `../test-results-gallery${process.env.PORTAL_PORT_BASE ? `-${process.env.PORTAL_PORT_BASE}` : ''}`,
  // The journeys' browser (Debian's headless shell, or CHROMIUM_PATH): a project of its own would lose its launch options.
  projects: [{ name: 'gallery', use: base.projects?.find((project) => project.name === 'rest')?.use }],
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // The servers are the suite's; their working directory is the repository's root, two folders up from here.
  webServer: (Array.isArray(base.webServer) ? base.webServer : []).map((server) => ({ ...server, cwd: '../..' })),
});
