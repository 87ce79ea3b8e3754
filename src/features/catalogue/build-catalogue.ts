/**
 * The build's one catalogue, shared by the list pages, the product pages and their payloads,
 * and handed out to the process running the build (build-handoff.ts).
 */
import { handOut } from './build-handoff.ts';
import { fetchCatalogue } from './catalogue.ts';
import type { Catalogue } from './catalogue.ts';

let shared: Promise<Catalogue> | undefined;

/**
 * The build's one catalogue: the first call fetches, every later call (any page, any
 * endpoint, in the same build) gets the same promise. A failure rejects every caller and so
 * stops the build with CatalogueFetchError's message.
 */
export function loadCatalogue(): Promise<Catalogue> {
  shared ??= fetchCatalogue().then((catalogue) => {
    handOut(catalogue);
    return catalogue;
  });
  return shared;
}
