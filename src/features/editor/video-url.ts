/**
 * The editor's video rule, for two known video sites only (their players are the only
 * iframes the page allows): a YouTube or Vimeo link as people copy it (watch page, short link, Shorts, an
 * embed link) becomes the site's embed URL; any other address is refused. The display
 * sanitizer accepts exactly these embed URLs as iframes.
 */

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[\da-f]{6,20}$/i;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);

function parse(input: string): URL | null {
  const value = input.trim();
  try {
    return new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'youtu.be') return first;
  if (url.hostname === 'www.youtube-nocookie.com') return first === 'embed' ? second : null;
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (first === 'watch' && !second) return url.searchParams.get('v');
  return ['embed', 'shorts', 'live'].includes(first) ? second : null;
}

function vimeoEmbed(url: URL): string | null {
  const parts = url.pathname.split('/').filter(Boolean);
  const [id = '', hash] =
    url.hostname === 'player.vimeo.com' && parts[0] === 'video' ? parts.slice(1) : parts;
  if (!['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'].includes(url.hostname)) return null;
  if (!VIMEO_ID.test(id)) return null;
  // Unlisted videos need their privacy hash, from the path or the player's `h` parameter.
  const privacy = hash ?? url.searchParams.get('h');
  const query = privacy && VIMEO_HASH.test(privacy) ? `?h=${privacy}` : '';
  return `https://player.vimeo.com/video/${id}${query}`;
}

/** The embed URL of a YouTube or Vimeo link, or null for any other address. */
export function videoEmbedUrl(input: string): string | null {
  const url = parse(input);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (url.username || url.password || url.port) return null;
  const hostname = url.hostname.toLowerCase();
  if (hostname.endsWith('vimeo.com')) return vimeoEmbed(url);
  const id = youtubeId(url);
  if (id === null || !YOUTUBE_ID.test(id)) return null;
  const host = hostname === 'www.youtube-nocookie.com' ? hostname : 'www.youtube.com';
  return `https://${host}/embed/${id}`;
}
