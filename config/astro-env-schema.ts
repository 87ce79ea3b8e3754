/**
 * Astro's typed env schema, built from the one table in config/settings.ts: the site's and the
 * back office's configs both use it (the back office reuses site modules that read
 * `astro:env/client`, such as the rich-text editor's image rule).
 */
import { envField } from 'astro/config';
import { settings } from './settings.ts';
import type { Setting } from './settings.ts';

export function astroEnvSchema() {
  return Object.fromEntries(
    Object.entries(settings).map(([name, s]: [string, Setting]) => {
      const common = { context: s.context, access: 'public' as const };
      const field =
        s.type === 'number'
          ? envField.number({
              ...common,
              default: s.default,
              int: !('decimals' in s),
              gt: s.min - 1,
              lt: s.max + 1,
            })
          : s.type === 'boolean'
            ? envField.boolean({ ...common, default: s.default })
            : envField.string({ ...common, default: s.default, optional: s.default === '' });
      return [name, field];
    }),
  );
}
