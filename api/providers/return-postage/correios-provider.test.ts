import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startCorreiosStandIn } from '../../../tests/support/correios-stand-in.ts';
import type { CorreiosStandIn } from '../../../tests/support/correios-stand-in.ts';
import { returnRequest } from '../../../tests/support/returns.ts';
import { companyRecipient } from './choose-provider.ts';
import { createCorreiosReturnPostageProvider, splitPhone } from './correios-provider.ts';
import type { CorreiosReturnPostageOptions } from './correios-provider.ts';
import { isETicket } from './e-ticket.ts';
import { ReturnPostageError } from './provider.ts';
import type { ReturnPostageProvider } from './provider.ts';
import { textOf, elements } from './soap-xml.ts';

let standIn: CorreiosStandIn;
beforeAll(async () => {
  standIn = await startCorreiosStandIn();
});
afterAll(() => standIn.close());

function options(
  changes: Partial<CorreiosReturnPostageOptions> = {},
): CorreiosReturnPostageOptions {
  return {
    user: standIn.contract.user,
    accessCode: standIn.contract.accessCode,
    administrativeCode: standIn.contract.administrativeCode,
    postageCard: standIn.contract.postageCard,
    serviceCode: standIn.contract.serviceCode,
    recipient: companyRecipient(),
    url: standIn.url,
    retryDelayMs: 1,
    ...changes,
  };
}

let provider: ReturnPostageProvider;
beforeEach(() => {
  provider = createCorreiosReturnPostageProvider(options());
});

const lastRequest = () => {
  const request = standIn.requests.at(-1);
  if (request === undefined) throw new Error('no request reached the stand-in');
  return request;
};

/** What `provider.authorize` threw, as a ReturnPostageError. */
async function failure(promise: Promise<unknown>): Promise<ReturnPostageError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ReturnPostageError);
  return error as ReturnPostageError;
}

describe('an authorization of postage', () => {
  it('sends the documented solicitarPostagemReversa, with Basic authentication', async () => {
    const request = returnRequest({ protocol: 'DEV-2026-000101' });
    const postage = await provider.authorize(request);

    const sent = lastRequest();
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/logisticaReversaWS/logisticaReversaService/logisticaReversaWS');
    expect(sent.headers.get('content-type')).toBe('text/xml; charset=utf-8');
    expect(sent.headers.get('authorization')).toBe(
      `Basic ${Buffer.from(`${standIn.contract.user}:${standIn.contract.accessCode}`).toString('base64')}`,
    );
    expect(sent.body).toContain('xmlns:ser="http://service.logisticareversa.correios.com.br/"');
    const call = elements(sent.body, 'solicitarPostagemReversa')[0] ?? '';
    expect(textOf(call, 'codAdministrativo')).toBe('08082650');
    expect(textOf(call, 'codigo_servico')).toBe('04677');
    expect(textOf(call, 'cartao')).toBe('0057018901');

    const recipient = elements(call, 'destinatario')[0] ?? '';
    expect(textOf(recipient, 'nome')).toBe('Vértice Tecnologia e Serviços Ltda.');
    expect(textOf(recipient, 'logradouro')).toBe('Rua Augusta');
    expect(textOf(recipient, 'numero')).toBe('1500');
    expect(textOf(recipient, 'complemento')).toBe('sala 42');
    expect(textOf(recipient, 'cep')).toBe('01304001');
    expect(textOf(recipient, 'ddd')).toBe('11');
    expect(textOf(recipient, 'telefone')).toBe('40028922');

    const coleta = elements(call, 'coletas_solicitadas')[0] ?? '';
    expect(textOf(coleta, 'tipo')).toBe('A');
    expect(textOf(coleta, 'id_cliente')).toBe('DEV-2026-000101');
    expect(textOf(coleta, 'valor_declarado')).toBe('150.00');
    expect(textOf(coleta, 'descricao')).toBe('2x Fone XYZ');
    const sender = elements(coleta, 'remetente')[0] ?? '';
    expect(textOf(sender, 'nome')).toBe('Ciclano de Souza');
    expect(textOf(sender, 'logradouro')).toBe('Rua 35 Sul');
    expect(textOf(sender, 'numero')).toBe('10');
    expect(textOf(sender, 'complemento')).toBe('Apto 302');
    expect(textOf(sender, 'bairro')).toBe('Águas Claras');
    expect(textOf(sender, 'cidade')).toBe('Brasília');
    expect(textOf(sender, 'uf')).toBe('DF');
    expect(textOf(sender, 'cep')).toBe('71931180');
    expect(textOf(sender, 'ddd')).toBe('61');
    expect(textOf(sender, 'telefone')).toBe('992266666');
    expect(textOf(sender, 'email')).toBe('ciclano@exemplo.com.br');
    expect(textOf(sender, 'identificacao')).toBe('52998224725');
    const object = elements(coleta, 'obj_col')[0] ?? '';
    expect(textOf(object, 'item')).toBe('1');
    expect(textOf(object, 'id')).toBe('DEV-2026-000101');

    expect(isETicket(postage.code)).toBe(true);
    expect(postage.instructions).toContain(postage.code);
    expect(postage.instructions).toMatch(
      /^Leve o pacote a uma agência dos Correios até \d{2}\/\d{2}\/\d{4} /,
    );
  });

  it("reads the answer's prazo as the end of that day in São Paulo", async () => {
    const postage = await provider.authorize(returnRequest({ protocol: 'DEV-2026-000102' }));
    const answer = new Date(postage.expiresAt - 3 * 60 * 60 * 1000 - 1);
    // The stand-in answers 10 calendar days after today, as the service does.
    const today = new Date(Date.now() - 3 * 60 * 60 * 1000);
    const tenDaysOn = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + 10),
    );
    expect(answer.toISOString().slice(0, 10)).toBe(tenDaysOn.toISOString().slice(0, 10));
    expect(new Date(postage.expiresAt).getUTCHours()).toBe(3);
  });

  it('escapes what the customer typed, and declares no value under R$ 11,00', async () => {
    await provider.authorize(
      returnRequest({
        protocol: 'DEV-2026-000103',
        description: 'Cabo <USB> & "adaptador"',
        declaredValueCents: 990,
      }),
    );
    const coleta = elements(lastRequest().body, 'coletas_solicitadas')[0] ?? '';
    expect(coleta).toContain('Cabo &lt;USB&gt; &amp; &quot;adaptador&quot;');
    expect(textOf(coleta, 'descricao')).toBe('Cabo <USB> & "adaptador"');
    expect(textOf(coleta, 'valor_declarado')).toBeNull();
  });

  it('answers the same authorization for the same protocol without asking again', async () => {
    const before = standIn.requests.length;
    const [first, second] = await Promise.all([
      provider.authorize(returnRequest({ protocol: 'DEV-2026-000104' })),
      provider.authorize(returnRequest({ protocol: 'DEV-2026-000104' })),
    ]);
    expect(second).toEqual(first);
    expect(await provider.authorize(returnRequest({ protocol: 'DEV-2026-000104' }))).toEqual(first);
    expect(standIn.requests.length).toBe(before + 1);
    const other = await provider.authorize(returnRequest({ protocol: 'DEV-2026-000105' }));
    expect(other.code).not.toBe(first.code);
  });
});

describe('a call that does not answer an authorization', () => {
  it('retries while the service does not take the call, then answers', async () => {
    standIn.failNext(503, 2);
    const before = standIn.requests.length;
    const postage = await provider.authorize(returnRequest({ protocol: 'DEV-2026-000201' }));
    expect(isETicket(postage.code)).toBe(true);
    expect(standIn.requests.length).toBe(before + 3);
  });

  it('is unavailable after the retries, and may be asked again later', async () => {
    standIn.failNext(503, 3);
    const error = await failure(provider.authorize(returnRequest({ protocol: 'DEV-2026-000202' })));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe(
      'Os Correios não responderam ao pedido de autorização de postagem: tente de novo em instantes.',
    );
    expect(error.detail).toContain('HTTP 503 after 3 attempts');
    const postage = await provider.authorize(returnRequest({ protocol: 'DEV-2026-000202' }));
    expect(isETicket(postage.code)).toBe(true);
  });

  it('is unavailable at once, without a second call, when the answer is lost', async () => {
    const before = standIn.requests.length;
    const slow = createCorreiosReturnPostageProvider(
      options({
        fetch: (input, init) =>
          new Promise<Response>((_, fail) => {
            init?.signal?.addEventListener('abort', () => fail(init.signal?.reason));
          }),
        timeoutMs: 20,
      }),
    );
    const error = await failure(slow.authorize(returnRequest({ protocol: 'DEV-2026-000203' })));
    expect(error.kind).toBe('unavailable');
    expect(error.detail).toContain('TimeoutError');
    expect(error.detail).toContain('whether Correios made the authorization is unknown');
    expect(standIn.requests.length).toBe(before);
  });

  it('is unauthorized when the service refuses the login', async () => {
    const wrong = createCorreiosReturnPostageProvider(
      options({ accessCode: 'codigo-errado-9876' }),
    );
    const error = await failure(wrong.authorize(returnRequest({ protocol: 'DEV-2026-000204' })));
    expect(error.kind).toBe('unauthorized');
    expect(error.message).toContain('CORREIOS_*');
    expect(error.detail).toContain('HTTP 401');
  });

  it("is unauthorized when Correios refuses the contract's data", async () => {
    const wrong = createCorreiosReturnPostageProvider(options({ postageCard: '0000000001' }));
    const error = await failure(wrong.authorize(returnRequest({ protocol: 'DEV-2026-000205' })));
    expect(error.kind).toBe('unauthorized');
    expect(error.detail).toContain('Correios error 109 DADOS DO CONTRATO INVÁLIDOS');
  });

  it("is rejected with Correios' own reason when it refuses the request", async () => {
    standIn.rejectNext(117, 'CEP DO REMETENTE INEXISTENTE');
    const error = await failure(provider.authorize(returnRequest({ protocol: 'DEV-2026-000206' })));
    expect(error.kind).toBe('rejected');
    expect(error.message).toBe(
      'Os Correios recusaram a autorização de postagem: CEP DO REMETENTE INEXISTENTE.',
    );
    expect(error.detail).toContain('DEV-2026-000206');
  });

  it('is rejected over R$ 10.000,00 declared, as Correios refuses it', async () => {
    const error = await failure(
      provider.authorize(
        returnRequest({ protocol: 'DEV-2026-000207', declaredValueCents: 1_000_001 }),
      ),
    );
    expect(error.kind).toBe('rejected');
    expect(error.message).toContain('VALOR DECLARADO NÃO PODE SER SUPERIOR A R$ 10.000,00');
  });

  it('is unavailable when Correios says its service is down', async () => {
    standIn.rejectNext(210, 'SERVIÇO INDISPONÍVEL NO MOMENTO');
    const error = await failure(provider.authorize(returnRequest({ protocol: 'DEV-2026-000208' })));
    expect(error.kind).toBe('unavailable');
  });

  it('is rejected before any call when the customer has no phone with an area code', async () => {
    const before = standIn.requests.length;
    const { sender } = returnRequest();
    for (const phone of [undefined, '9922-6666']) {
      const error = await failure(
        provider.authorize(
          returnRequest({ protocol: 'DEV-2026-000209', sender: { ...sender, phone } }),
        ),
      );
      expect(error.kind).toBe('rejected');
      expect(error.message).toContain('telefone do cliente, com DDD');
    }
    expect(standIn.requests.length).toBe(before);
  });

  it('never carries the access code in a message or detail', async () => {
    const secret = standIn.contract.accessCode;
    const encoded = Buffer.from(`${standIn.contract.user}:${secret}`).toString('base64');
    const errors: ReturnPostageError[] = [];
    standIn.failNext(503, 3);
    errors.push(await failure(provider.authorize(returnRequest({ protocol: 'DEV-2026-000301' }))));
    standIn.rejectNext(-1, 'Código do identificador de acesso ao web service não autorizado.');
    errors.push(await failure(provider.authorize(returnRequest({ protocol: 'DEV-2026-000302' }))));
    const wrong = createCorreiosReturnPostageProvider(options({ user: 'outro-usuario' }));
    errors.push(await failure(wrong.authorize(returnRequest({ protocol: 'DEV-2026-000303' }))));
    const unreachable = createCorreiosReturnPostageProvider(
      options({ url: 'http://127.0.0.1:1/logisticaReversaWS', retries: 0 }),
    );
    errors.push(
      await failure(unreachable.authorize(returnRequest({ protocol: 'DEV-2026-000304' }))),
    );
    expect(errors.map((error) => error.kind)).toEqual([
      'unavailable',
      'unauthorized',
      'unauthorized',
      'unavailable',
    ]);
    for (const error of errors) {
      const told = `${error.message} ${error.detail} ${error.stack ?? ''} ${JSON.stringify(error)}`;
      expect(told).not.toContain(secret);
      expect(told).not.toContain(encoded);
    }
  });
});

describe('splitPhone', () => {
  it('reads the area code of the forms Brazilians write', () => {
    expect(splitPhone('(61) 99226-6666')).toEqual({ ddd: '61', number: '992266666' });
    expect(splitPhone('+55 11 4002-8922')).toEqual({ ddd: '11', number: '40028922' });
    expect(splitPhone('011 4002 8922')).toEqual({ ddd: '11', number: '40028922' });
    expect(splitPhone('4002-8922')).toBeNull();
  });
});
