/**
 * `GET /health`, for a load balancer or a service manager: `200 ok` only when the database
 * answers a trivial query in time; `503` otherwise, with the cause in the log and none in the
 * answer. A health check that answered without asking the database would keep sending shoppers
 * to an API that can take no order.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Logger } from '../../runtime/log.ts';

/** How long the database may take to answer before the API calls itself unhealthy. */
export const HEALTH_TIMEOUT_MS = 2_000;

function plain(body: string, status: number): Response {
  return new Response(body, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

export async function healthAnswer(
  db: Db,
  log: Logger,
  timeoutMs = HEALTH_TIMEOUT_MS,
): Promise<Response> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), late]);
    return plain('ok', 200);
  } catch (error) {
    log.error(
      `health: the database did not answer (${error instanceof Error ? error.message : String(error)})`,
    );
    return plain('Banco de dados indisponível.', 503);
  } finally {
    clearTimeout(timer);
  }
}
