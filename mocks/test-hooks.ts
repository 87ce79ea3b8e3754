/**
 * The routes test runs add to the API (`TEST_HOOKS`): `POST /__mock/reset` restores the seed,
 * `GET /__mock/outbox?to=` answers the messages written to an address, `POST /__mock/schedules`
 * carries out the product schedules due at a given moment (`{"at": <ms>}`), ahead of the clock,
 * without moving the clock every other test relies on; `POST /__mock/delivered-ago` moves a
 * pedido's delivery `{"id", "days"}` into the past, for the after-sale windows. Never served by
 * a plain start.
 */
import type { ExtraRoute, HandlerSurface } from '../api/http/handler.ts';

function text(body: string, status: number): Response {
  return new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

export function testHooks(api: HandlerSurface): ExtraRoute {
  return async (request, pathname) => {
    if (pathname === '/__mock/reset' && request.method === 'POST') {
      await api.reset();
      return text('ok', 200);
    }
    if (pathname === '/__mock/outbox' && request.method === 'GET') {
      const to = new URL(request.url).searchParams.get('to') ?? '';
      return new Response(JSON.stringify(await api.data.outbox.to(to)), {
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    }
    if (pathname === '/__mock/schedules' && request.method === 'POST') {
      const { at } = (await request.json()) as { at?: unknown };
      if (typeof at !== 'number' || !Number.isFinite(at)) return text('at?', 400);
      return new Response(JSON.stringify({ carriedOut: await api.runSchedulesDueAt(at) }), {
        headers: { 'Content-Type': 'application/json; charset=utf-8' },
      });
    }
    if (pathname === '/__mock/delivered-ago' && request.method === 'POST') {
      const { id, days } = (await request.json()) as { id?: unknown; days?: unknown };
      if (typeof id !== 'string' || typeof days !== 'number' || !Number.isFinite(days)) {
        return text('id? days?', 400);
      }
      const moved = await api.data.requests.moveDeliveryBack(id, days * 24 * 60 * 60 * 1000);
      return text(moved ? 'ok' : 'not delivered', moved ? 200 : 404);
    }
    return null;
  };
}
