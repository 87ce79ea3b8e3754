/**
 * Helpers of the back office specs: the published page of a product as the site serves it, and
 * the comparison of a preview with it (the draft banner and the build's id aside).
 */
import type { APIRequestContext } from '@playwright/test';
import { siteUrl } from './env.ts';

/** The site's HTML of `path` now. */
export async function publicHtml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(`${siteUrl}${path}`);
  return response.ok() ? response.text() : '';
}

/**
 * A page's HTML without what only a preview or only a build has: the preview's banner and the
 * `<meta name="build-id">` (the build that will publish the draft does not exist yet).
 */
export function comparable(html: string): string {
  return html
    .replace(/<p data-preview-banner[^>]*>.*?<\/p>/s, '')
    .replace(/<meta name="build-id" content="[^"]*">/, '');
}
