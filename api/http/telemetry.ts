/**
 * What the API tells whoever counts its work: every request answered, every GraphQL operation
 * with its outcome, the errors nobody expected and the publish webhook's deliveries. The Node
 * server counts them as Prometheus metrics (`api/http/metrics.ts`, with prom-client, which the
 * browser demo cannot load); without a counter nothing is counted.
 */
import { UPLOAD_PATH } from '../modules/backoffice/photo-upload.ts';
import type { DeliveryStep } from '../modules/backoffice/publish-webhook.ts';
import { NOTIFICATION_PATH } from '../providers/payments/provider.ts';

export interface RequestSeen {
  /** The route, from the API's short list (`routeOf`). */
  readonly route: string;
  readonly method: string;
  readonly status: number;
  readonly durationMs: number;
}

export interface OperationSeen {
  /** The operation's name (`operationLabel`). */
  readonly name: string;
  /** `ok`, or the code of its first error. */
  readonly outcome: string;
  readonly durationMs: number;
}

/** Where an unexpected error happened: a request that failed whole, or inside GraphQL. */
export type UnexpectedKind = 'request' | 'graphql';

export interface ApiTelemetry {
  request(seen: RequestSeen): void;
  operation(seen: OperationSeen): void;
  unexpected(kind: UnexpectedKind): void;
  publishDelivery(step: DeliveryStep): void;
}

export const NO_TELEMETRY: ApiTelemetry = {
  request: () => undefined,
  operation: () => undefined,
  unexpected: () => undefined,
  publishDelivery: () => undefined,
};

/** The routes the API's requests are counted under; anything else is `other`. */
export function routeOf(pathname: string): string {
  if (pathname === '/graphql' || pathname === '/health' || pathname === '/metrics') {
    return pathname;
  }
  if (pathname === NOTIFICATION_PATH || pathname === UPLOAD_PATH) return pathname;
  if (pathname.startsWith('/files/')) return '/files/*';
  if (pathname.startsWith('/__mock/')) return '/__mock/*';
  return 'other';
}
