/**
 * `{path}/_payload.json`: the data a prerendered page was rendered from,
 * served as JSON by a static endpoint beside the page.
 */
export const PAYLOAD_FILE = '_payload.json';

export function payloadResponse(data: unknown): Response {
  return new Response(JSON.stringify(data), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
