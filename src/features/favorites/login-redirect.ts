import { loginPath } from '~/lib/paths';

/**
 * Where a visitor without a session goes when they press a favorite toggle: the login page,
 * told (`next`) to return to the page they are on, query string included.
 */
export function loginUrlReturningTo(place: {
  readonly pathname: string;
  readonly search: string;
}): string {
  return loginPath(`${place.pathname}${place.search}`);
}
