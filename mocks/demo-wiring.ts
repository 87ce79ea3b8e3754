/**
 * What the demo plugs into the API: its seed, the photos and options an editor's new product
 * starts with, and the routes it serves beside the API (its drawn photos, and the test hooks
 * when asked).
 */
import type { ApiHandlerOptions } from '../api/http/handler.ts';
import { drawnProductStart } from './seed/catalogue.ts';
import { seedPhotos } from './seed/photos.ts';
import { demoSeeder } from './seed/seed-database.ts';
import { testHooks } from './test-hooks.ts';

export type DemoWiring = Required<
  Pick<ApiHandlerOptions, 'seeder' | 'newProductStart' | 'extraRoutes'>
>;

export function demoWiring(products: number, withTestHooks: boolean): DemoWiring {
  return {
    seeder: demoSeeder(products),
    newProductStart: drawnProductStart,
    extraRoutes: (api) => (withTestHooks ? [seedPhotos(api), testHooks(api)] : [seedPhotos(api)]),
  };
}
