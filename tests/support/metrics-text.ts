/** Reading Prometheus' text format in tests: one sample's value, by name and labels. */

/**
 * The value of the sample `name` whose labels include `labels` (exactly those, when `labels`
 * names them all); undefined when there is none.
 */
export function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [
        pair[1],
        pair[2],
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => found.get(key) === value)) {
      return Number(match[3]);
    }
  }
  return undefined;
}
