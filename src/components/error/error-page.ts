/** The error page heading: 404 gives `Page Not Found`, any other status `Internal Server Error`. */
export function errorHeading(status: number): string {
  return status === 404 ? 'Page Not Found' : 'Internal Server Error';
}

/**
 * A location's path as a person would type it (`/promoções`, not `/promo%C3%A7%C3%B5es`), for
 * the 404 message. A malformed escape is shown as it is rather than failing.
 */
export function readablePath(pathname: string): string {
  try {
    return decodeURI(pathname);
  } catch {
    return pathname;
  }
}
