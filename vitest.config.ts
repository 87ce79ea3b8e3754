/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';
import { NO_MAIL_SERVER } from './tests/support/no-mail-server.ts';
import { allow } from './tests/support/time-allowance.ts';

// Unit tests run through Astro's Vite config so `~/` and `astro:env/*` resolve as in the site.
export default getViteConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'api/**/*.test.ts',
      'mocks/**/*.test.ts',
      'publisher/**/*.test.ts',
      'backoffice/**/*.test.{ts,tsx}',
      'site-server/**/*.test.ts',
      'runtime/**/*.test.ts',
      'config/**/*.test.ts',
      'contract/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/bench/**/*.test.ts',
      'tests/security/**/*.test.ts',
      'tests/docs/**/*.test.ts',
      'tests/deploy/**/*.test.ts',
      'tests/architecture/**/*.test.ts',
      'tests/support/**/*.test.ts',
    ],
    environment: 'node',
    // The APIs tests start, in process or not, never mail a developer's local mailbox.
    env: { SMTP_URL: NO_MAIL_SERVER },
    // Debian's nginx and openssl for the deploy tests, then database templates and a
    // PostgreSQL server for the API's tests on both engines (one after the other: one apt run).
    globalSetup: ['tests/setup/debian-tools.ts', 'tests/setup/databases.ts'],
    // Tests of the API open a database each, and hooks start whole servers: a database that
    // opens in 2 s on a quiet machine can take 20 on a busy one (tests/support/time-allowance.ts).
    testTimeout: allow(30_000),
    hookTimeout: allow(30_000),
    // A worker per core. Vitest's default keeps one core for its main process, which mostly
    // waits: on the 2-core CI machine that halved the parallelism (91 s against 57 s).
    maxWorkers: availableParallelism(),
  },
});
