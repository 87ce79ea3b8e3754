/**
 * A bounded load on the API with every request's latency kept: `connections` clients each send
 * the next request of `bodies` (in turn) as soon as the previous one answered, for `durationMs`.
 * Runs as a process of its own (the bench spawns it), so its event loop measures nothing else;
 * prints one JSON line: requests, failures, p50, p95 and p99 in milliseconds, requests/s.
 *
 * Usage: the options as JSON on stdin: `{"url","bodies","connections","durationMs"}`.
 */

interface Options {
  readonly url: string;
  readonly bodies: readonly string[];
  readonly connections: number;
  readonly durationMs: number;
}

export interface LatencyReport {
  readonly requests: number;
  readonly failures: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  readonly requestsPerSecond: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

async function run(options: Options): Promise<LatencyReport> {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + options.durationMs;
  const client = async () => {
    while (performance.now() < deadline) {
      const body = options.bodies[next++ % options.bodies.length] ?? '';
      const sent = performance.now();
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body,
        });
        const answer = (await response.json()) as { errors?: unknown[] };
        if (!response.ok || answer.errors) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: options.connections }, client));
  const elapsedS = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    requestsPerSecond: Math.round(latencies.length / elapsedS),
  };
}

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const report = await run(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Options);
console.log(JSON.stringify(report));
