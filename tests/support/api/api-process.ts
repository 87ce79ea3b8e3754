/** The API in a process of its own for a test: killed (SIGKILL) when the test ends, if still up. */
import { onTestFinished } from 'vitest';
import { startApiProcess } from '../api-process.ts';
import type { ApiProcess } from '../api-process.ts';

export type { ApiProcess } from '../api-process.ts';

export async function testApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const api = await startApiProcess(env);
  onTestFinished(() => api.kill('SIGKILL'));
  return api;
}
