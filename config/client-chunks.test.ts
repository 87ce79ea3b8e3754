import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYOUT_ENTRIES, NOTICE_ENTRY, isLayoutEntry, shellModules } from './client-chunks.ts';
import { projectRoot } from '../runtime/paths.ts';

/** A module graph from `module -> its static imports`. */
function graph(imports: Record<string, readonly string[]>) {
  return {
    getModuleIds: () => Object.keys(imports)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] ?? [] } : null),
  };
}

const ROOT = '/shop/src/features';

describe('shellModules', () => {
  it("takes the layout's islands and what they and its scripts import, not the scripts", () => {
    const modules = graph({
      [`${ROOT}/session/AccountNav.tsx`]: ['/shop/src/lib/paths.ts', `${ROOT}/session/store.ts`],
      [`${ROOT}/session/RouteGuard.astro?astro&type=script&index=0&lang.ts`]: [
        `${ROOT}/session/route-guard.ts`,
        `${ROOT}/cart/CartLink.tsx`,
      ],
      [`${ROOT}/cart/CartLink.tsx`]: [`${ROOT}/cart/store.ts`],
      [`${ROOT}/session/store.ts`]: ['/shop/node_modules/nanostores/index.js'],
      [`${ROOT}/session/route-guard.ts`]: [`${ROOT}/session/store.ts`],
      [`${ROOT}/cart/store.ts`]: [],
      '/shop/src/lib/paths.ts': [],
      '/shop/node_modules/nanostores/index.js': [],
      [`${ROOT}/session/LoginForm.tsx`]: ['/shop/src/lib/form-errors.ts'],
      '/shop/src/lib/form-errors.ts': [],
    });

    expect([...shellModules(modules)].sort()).toEqual(
      [
        '/shop/node_modules/nanostores/index.js',
        '/shop/src/lib/paths.ts',
        `${ROOT}/cart/CartLink.tsx`,
        `${ROOT}/cart/store.ts`,
        `${ROOT}/session/AccountNav.tsx`,
        `${ROOT}/session/route-guard.ts`,
        `${ROOT}/session/store.ts`,
      ].sort(),
    );
  });

  it('takes the maintenance notice only when the layout renders it', () => {
    const modules = graph({
      [`${ROOT}/maintenance/MaintenanceNotice.tsx`]: ['/shop/src/components/ui/Dialog.tsx'],
      '/shop/src/components/ui/Dialog.tsx': [],
    });

    expect([...shellModules(modules)]).toEqual([]);
    expect([...shellModules(modules, [...LAYOUT_ENTRIES, NOTICE_ENTRY])].sort()).toEqual([
      '/shop/src/components/ui/Dialog.tsx',
      `${ROOT}/maintenance/MaintenanceNotice.tsx`,
    ]);
  });
  it('leaves out the chunk-load guard and what it imports, which must load on their own', () => {
    const modules = graph({
      [`${ROOT}/deploy/DeployWatcher.astro?astro&type=script&index=0&lang.ts`]: [
        `${ROOT}/deploy/chunk-guard.ts`,
      ],
      [`${ROOT}/deploy/DeployWatcher.astro?astro&type=script&index=1&lang.ts`]: [
        `${ROOT}/deploy/build-watcher.ts`,
      ],
      [`${ROOT}/deploy/chunk-guard.ts`]: [
        `${ROOT}/deploy/chunk-errors.ts`,
        `${ROOT}/deploy/reload-guard.ts`,
      ],
      [`${ROOT}/deploy/build-watcher.ts`]: [],
      [`${ROOT}/deploy/chunk-errors.ts`]: [],
      [`${ROOT}/deploy/reload-guard.ts`]: [],
    });

    expect([...shellModules(modules)]).toEqual([`${ROOT}/deploy/build-watcher.ts`]);
  });
});

describe('LAYOUT_ENTRIES', () => {
  const layouts = join(projectRoot, 'src/layouts');
  const layoutSources = readdirSync(layouts)
    .map((file) => readFileSync(join(layouts, file), 'utf8'))
    .join('\n');

  it.each(LAYOUT_ENTRIES)('names %s, a file the layout renders', (entry) => {
    expect(existsSync(join(projectRoot, entry))).toBe(true);
    const module = entry.replace(/^src\//, '~/').replace(/\.tsx$/, '');
    expect(layoutSources).toContain(`from '${module}`);
    expect(isLayoutEntry(join(projectRoot, entry))).toBe(true);
  });

  it('and NOTICE_ENTRY names the maintenance notice the layout renders', () => {
    expect(existsSync(join(projectRoot, NOTICE_ENTRY))).toBe(true);
    const module = NOTICE_ENTRY.replace(/^src\//, '~/').replace(/\.tsx$/, '');
    expect(layoutSources).toContain(`from '${module}'`);
  });
});
