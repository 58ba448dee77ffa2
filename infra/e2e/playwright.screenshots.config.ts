// `npm run screenshots`: pictures for docs/screenshots/ from the same servers and builds as the
// end-to-end suite (run `npm run build` first): home with its header, menu open, footer and mobile
// bar (screenshots/home.shots.ts), and every page of the first shopper journey (tests/journey.spec.ts
// with DUKKAN_SCREENSHOTS set), in English and Arabic at 1280 and 375 px.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

process.env.DUKKAN_SCREENSHOTS = '1';

const desktop = base.projects?.find((project) => project.name === 'desktop')?.use ?? {};
const mobile = base.projects?.find((project) => project.name === 'mobile')?.use ?? {};

export default defineConfig({
  ...base,
  testDir: '.',
  workers: 1,
  outputDir: './test-results/screenshots',
  projects: [
    { name: 'screenshots', testMatch: /screenshots\/.*\.shots\.ts$/, use: desktop },
    // The journey tells the two sizes apart by these project names.
    { name: 'desktop', testMatch: /tests\/journey\.spec\.ts$/, use: desktop },
    { name: 'mobile', testMatch: /tests\/journey\.spec\.ts$/, use: mobile },
  ],
});
