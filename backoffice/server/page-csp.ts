/**
 * The Content-Security-Policy header of a back office page: the policy Astro computed for it
 * (its `<meta>`, with the hashes of the page's own inline scripts), plus what only a header can
 * say: `frame-ancestors 'none'`, so no other site frames the back office.
 */
const META = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i;

const FALLBACK =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; object-src 'none'; base-uri 'none'; form-action 'self'";

function decodeAttribute(value: string): string {
  return value
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

export function pageCsp(html: string): string {
  const match = META.exec(html);
  const policy = match?.[1] ? decodeAttribute(match[1]) : FALLBACK;
  return `${policy.replace(/;\s*$/, '')}; frame-ancestors 'none'`;
}
