// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { loadEnv } from 'vite';
import { settings, loadSettings } from './config/settings.ts';

/** Astro's typed env schema, built from the one table in config/settings.ts. */
const schema = Object.fromEntries(
  Object.entries(settings).map(
    ([name, /** @type {import('./config/settings.ts').Setting} */ s]) => {
      const common = { context: s.context, access: /** @type {const} */ ('public') };
      const field =
        s.type === 'number'
          ? envField.number({
              ...common,
              default: s.default,
              int: true,
              gt: s.min - 1,
              lt: s.max + 1,
            })
          : s.type === 'boolean'
            ? envField.boolean({ ...common, default: s.default })
            : envField.string({ ...common, default: s.default, optional: s.default === '' });
      return [name, field];
    },
  ),
);

// astro.config runs before Astro loads .env files, so read them the way Vite will.
const { SITE_URL } = loadSettings({ ...loadEnv('production', process.cwd(), ''), ...process.env });

export default defineConfig({
  site: SITE_URL,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), sitemap()],
  env: { schema, validateSecrets: true },
  vite: {
    resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
  },
});
