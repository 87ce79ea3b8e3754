/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

// Unit tests run through Astro's Vite config so `~/` and `astro:env/*` resolve as in the site.
export default getViteConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'mocks/**/*.test.ts',
      'config/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/bench/**/*.test.ts',
    ],
    environment: 'node',
  },
});
