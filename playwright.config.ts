import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './scripts/lib/chromium.ts';
import { outDir, serverEnv, siteUrl } from './tests/e2e/env.ts';
import { NO_MAIL_SERVER } from './tests/support/no-mail-server.ts';
import { allow } from './tests/support/time-allowance.ts';

const isRoot = process.getuid?.() === 0;
// APIs a spec starts in its own worker never mail a developer's local mailbox; the shared test
// server's own environment (`serverEnv`) sends to the mailbox it starts.
process.env['SMTP_URL'] ??= NO_MAIL_SERVER;

export default defineConfig({
  testDir: 'tests/e2e',
  // Deterministic tests, no retries: a flaky test is a bug to fix, not to rerun.
  retries: 0,
  // Two cores: two browsers in parallel, the server sharing them.
  workers: 2,
  // Limits for a quiet machine, scaled for a slow one by TEST_TIME_ALLOWANCE.
  timeout: allow(30_000),
  expect: { timeout: allow(5_000) },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: siteUrl,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          // Debian's chromium (see scripts/ensure-test-tools.ts): Playwright cannot download its own here.
          executablePath: chromiumPath(),
          // Without the networking flags Chromium keeps calling home, which this network refuses.
          args: [
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            ...(isRoot ? ['--no-sandbox'] : []),
          ],
        },
      },
    },
  ],
  webServer: {
    // The same Node that runs Playwright (the project's Node 22), not whatever `node` is on PATH.
    // Every run starts from the seed: the test server's own database (DATA_DIR in serverEnv) is
    // reset, then the shop starts on it.
    command: `"${process.execPath}" scripts/db-reset.ts --yes && "${process.execPath}" scripts/start.ts --out-dir ${outDir}`,
    url: siteUrl,
    env: serverEnv,
    reuseExistingServer: !process.env.CI,
    // The server builds the site first.
    timeout: allow(90_000),
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
