/**
 * Marks the site's React components as React's for Astro's server render. Astro does not know
 * which framework an untagged component belongs to, so before rendering one it asks each
 * renderer; React's answer is to render the component once to see what it returns, then the
 * real render follows: every React component of every prerendered page rendered twice (a list
 * page has some fifty of them). Tagging them the way Astro's own JSX integrations do skips the
 * question. Only the server build is changed, and only exported names that start with a
 * capital letter (components, by React's naming rule) are tagged; Astro ignores the tag on
 * anything that is not a function.
 */
import { init, parse } from 'es-module-lexer';
import type { Plugin } from 'vite';

const REACT_RENDERER = '@astrojs/react';
const SITE_COMPONENT = /\/src\/.+\.tsx$/;

/** The local names of the module's exports that name components. */
export function componentExports(code: string): string[] {
  const [, exports] = parse(code);
  return exports.flatMap(({ ln }) => (ln !== undefined && /^[A-Z]/.test(ln) ? [ln] : []));
}

export function reactRendererTags(): Plugin {
  return {
    name: 'react-renderer-tags',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    async transform(code, id) {
      if (!SITE_COMPONENT.test(id.split('?')[0] ?? '')) return undefined;
      await init;
      const components = componentExports(code);
      if (components.length === 0) return undefined;
      const tags = components.map(
        (name) => `__astro_tag_component__(${name}, ${JSON.stringify(REACT_RENDERER)});`,
      );
      return {
        code: [
          code,
          "import { __astro_tag_component__ } from 'astro/runtime/server/index.js';",
          ...tags,
        ].join('\n'),
        map: null,
      };
    },
  };
}
