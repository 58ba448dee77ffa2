// `npm run screenshots`: the home page with its header, menu open, footer and mobile bar in
// both languages at 1280 and 375 px, written to docs/screenshots/ (the same servers and
// builds as the end-to-end suite; run `npm run build` first).
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: './screenshots',
  testMatch: /\.shots\.ts$/,
  workers: 1,
  outputDir: './test-results/screenshots',
  projects: [{ name: 'screenshots', use: base.projects?.[0]?.use ?? {} }],
});
