import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function capture(level: 'info' | 'trace' = 'trace') {
  const lines: string[] = [];
  const log = createLogger('api', {
    level,
    destination: { write: (text: string) => void lines.push(...text.trimEnd().split('\n')) },
  });
  return { log, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

describe('createLogger', () => {
  it('writes one JSON object per line, with the level, the time, the name and the bindings', () => {
    const { log, entries } = capture();
    log.child({ requestId: 'r-1' }).info({ status: 200 }, 'request');
    expect(entries()).toEqual([
      {
        level: 'info',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        pid: process.pid,
        name: 'api',
        requestId: 'r-1',
        status: 200,
        msg: 'request',
      },
    ]);
  });

  it('drops the lines below its level', () => {
    const { log, entries } = capture('info');
    log.debug('detail');
    log.warn('careful');
    expect(entries().map((entry) => entry['msg'])).toEqual(['careful']);
  });

  it('redacts the secret headers and fields, and scrubs messages, fields and errors', () => {
    const { log, entries } = capture();
    log.debug(
      {
        headers: {
          authorization: 'Bearer abc',
          cookie: 'bo_sessao=abc',
          'x-gateway-key': 'k',
          'x-signature': 'ts=1,v1=ff',
          host: 'api.test',
        },
        responseHeaders: { 'set-cookie': ['bo_sessao=abc'] },
        password: 'Senha@123',
        input: { token: 't' },
        url: 'https://x.test/?token=abc',
      },
      'Seu código\n123456 e cartão 4111 1111 1111 1111',
    );
    // pino's own call with an error alone, whose message becomes the line's.
    (log as unknown as { error(error: Error): void }).error(
      new Error('login failed: senha=Senha@123'),
    );
    const [fields, failure] = entries();
    expect(fields).toMatchObject({
      headers: {
        authorization: '[redacted]',
        cookie: '[redacted]',
        'x-gateway-key': '[redacted]',
        'x-signature': '[redacted]',
        host: 'api.test',
      },
      responseHeaders: { 'set-cookie': '[redacted]' },
      password: '[redacted]',
      input: { token: '[redacted]' },
      url: 'https://x.test/?token=[redacted]',
      msg: 'Seu código\n[redacted] e cartão [redacted]',
    });
    expect(failure).toMatchObject({
      level: 'error',
      msg: 'login failed: senha=[redacted]',
      err: { type: 'Error', message: 'login failed: senha=[redacted]' },
    });
    expect(JSON.stringify(failure)).not.toContain('Senha@123');
  });
});
