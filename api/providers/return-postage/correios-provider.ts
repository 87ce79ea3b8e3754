/**
 * The `correios` return-postage provider: Correios' Logística Reversa web service
 * (`logisticaReversaWS`, SOAP 1.1), operation `solicitarPostagemReversa`, as its implementation
 * manual documents it. A request of type `A` (autorização de postagem: the customer posts the
 * parcel at an agency) answers, per request, `numero_coleta` (the e-ticket, nine digits with its
 * check digit) and `prazo` (its last valid day, `DD/MM/AAAA`).
 *
 *   POST {CORREIOS_API_URL}
 *   Authorization: Basic base64(CORREIOS_USER:CORREIOS_ACCESS_CODE)   (the idCorreios login)
 *   Content-Type: text/xml; charset=utf-8
 *   <ser:solicitarPostagemReversa>
 *     codAdministrativo, codigo_servico, cartao,
 *     destinatario {nome, logradouro, numero, complemento, bairro, cidade, uf, cep, ddd, telefone, email}
 *     coletas_solicitadas {tipo=A, id_cliente=protocol, valor_declarado, descricao,
 *       remetente {nome, logradouro, numero, complemento, bairro, cidade, uf, cep, ddd, telefone,
 *                  email, identificacao=CPF},
 *       obj_col {item=1, desc, id=protocol}}
 *
 * The destinatário is the shop (where returns arrive), the remetente the customer. `id_cliente`
 * carries the protocol, so Correios' records name the return. The answer's `cod_erro` (the whole
 * call) and `codigo_erro` (the request) are Correios' error table: credentials and contract errors
 * become `unauthorized`, "serviço indisponível" `unavailable`, the rest `rejected` with Correios'
 * own description for staff.
 *
 * The service authenticates each call with HTTP Basic: it issues no token. A call whose answer is
 * lost (a time-out, a dropped connection) is not sent again by itself, since Correios may have made
 * the authorization; a 502, 503 or 504 (the service did not take the call) is retried. An answer
 * for a protocol is kept for the life of the process, so asking again answers the same one.
 * Nothing here logs, and no error carries the access code.
 */
import { elements, textOf, writeXml } from './soap-xml.ts';
import type { XmlNode } from './soap-xml.ts';
import {
  endOfSaoPauloDay,
  instructionsFor,
  RETURN_POSTAGE_UNAVAILABLE_MESSAGE,
  ReturnPostageError,
} from './provider.ts';
import type { ReturnPostage, ReturnPostageProvider, ReturnPostageRequest } from './provider.ts';

/** Correios' production endpoint of the service. */
export const CORREIOS_REVERSE_LOGISTICS_URL =
  'https://cws.correios.com.br/logisticaReversaWS/logisticaReversaService/logisticaReversaWS';

export const SOAP_NAMESPACE = 'http://schemas.xmlsoap.org/soap/envelope/';
export const SERVICE_NAMESPACE = 'http://service.logisticareversa.correios.com.br/';

/** Where returns arrive: the shop's address and contact, the request's destinatário. */
export interface ReturnRecipient {
  readonly name: string;
  readonly street: string;
  readonly number: string;
  readonly complement: string;
  readonly district: string;
  readonly city: string;
  readonly state: string;
  /** Eight digits. */
  readonly cep: string;
  /** With the area code (DDD). */
  readonly phone: string;
  readonly email: string;
}

export interface CorreiosReturnPostageOptions {
  /** CORREIOS_USER: the idCorreios login. */
  readonly user: string;
  /** CORREIOS_ACCESS_CODE: its password (código de acesso). Secret. */
  readonly accessCode: string;
  /** CORREIOS_ADMINISTRATIVE_CODE: eight digits. */
  readonly administrativeCode: string;
  /** CORREIOS_POSTAGE_CARD: ten digits, billed for the returns. */
  readonly postageCard: string;
  /** CORREIOS_REVERSE_SERVICE_CODE: five digits, the contract's reverse service. */
  readonly serviceCode: string;
  readonly recipient: ReturnRecipient;
  /** Defaults to Correios'; tests point it at a stand-in. */
  readonly url?: string;
  readonly fetch?: typeof fetch;
  /** Per attempt. */
  readonly timeoutMs?: number;
  /** Attempts after the first one, when the service did not take the call. */
  readonly retries?: number;
  /** The first pause between attempts; each next one doubles. */
  readonly retryDelayMs?: number;
}

const DEFAULT_TIMEOUT_MS = 20_000;
const DEFAULT_RETRIES = 2;
const DEFAULT_RETRY_DELAY_MS = 500;

/** Correios' error codes that mean the shop's credentials, contract or card are wrong. */
const UNAUTHORIZED_CODES = new Set(['-1', '105', '109', '140', '218', '237']);
/** Correios' error codes that mean its service is down now. */
const UNAVAILABLE_CODES = new Set(['210', '-11']);
/** The service takes a declared value from R$ 11,00 (error 211); below it none is declared. */
const MIN_DECLARED_CENTS = 1100;

const UNAUTHORIZED_MESSAGE =
  'Os Correios recusaram as credenciais ou o contrato da loja: confira as configurações CORREIOS_*.';

/** `text` cut to `max` characters, as the service's fields allow. */
const cut = (text: string, max: number) => [...text.trim()].slice(0, max).join('');
const digits = (text: string) => text.replace(/\D/g, '');

/** A Brazilian phone as the service's DDD and number; null when it has no area code. */
export function splitPhone(phone: string): { ddd: string; number: string } | null {
  let all = digits(phone);
  if ((all.length === 12 || all.length === 13) && all.startsWith('55')) all = all.slice(2);
  if (all.length === 11 && all.startsWith('0')) all = all.slice(1);
  if (all.length !== 10 && all.length !== 11) return null;
  return { ddd: all.slice(0, 2), number: all.slice(2) };
}

function reais(cents: number): string {
  return (cents / 100).toFixed(2);
}

function envelope(body: XmlNode): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<soapenv:Envelope xmlns:soapenv="${SOAP_NAMESPACE}" xmlns:ser="${SERVICE_NAMESPACE}">` +
    `<soapenv:Header/><soapenv:Body>${writeXml(body)}</soapenv:Body></soapenv:Envelope>`
  );
}

function rejected(message: string, detail: string): ReturnPostageError {
  return new ReturnPostageError('rejected', message, detail);
}

/** The `solicitarPostagemReversa` call of one request; throws when the request cannot be sent. */
export function requestBody(
  request: ReturnPostageRequest,
  options: CorreiosReturnPostageOptions,
): string {
  const { sender } = request;
  const senderPhone = sender.phone === undefined ? null : splitPhone(sender.phone);
  if (senderPhone === null) {
    throw rejected(
      'Os Correios exigem o telefone do cliente, com DDD, para a autorização de postagem.',
      `return ${request.protocol}: the sender has no phone with an area code`,
    );
  }
  const { recipient } = options;
  const recipientPhone = splitPhone(recipient.phone) ?? { ddd: '', number: '' };
  const description = cut(request.description, 255);
  const coleta: [string, XmlNode][] = [
    ['tipo', 'A'],
    ['id_cliente', cut(request.protocol, 30)],
  ];
  if (request.declaredValueCents >= MIN_DECLARED_CENTS) {
    coleta.push(['valor_declarado', reais(request.declaredValueCents)]);
  }
  coleta.push(
    ['descricao', description],
    [
      'remetente',
      [
        ['nome', cut(sender.name, 60)],
        ['logradouro', cut(sender.address.street, 72)],
        ['numero', cut(sender.address.number, 8)],
        ['complemento', cut(sender.address.complement, 30)],
        ['bairro', cut(sender.address.district, 80)],
        ['cidade', cut(sender.address.city, 40)],
        ['uf', sender.address.state.toUpperCase()],
        ['cep', digits(sender.address.cep)],
        ['ddd', senderPhone.ddd],
        ['telefone', senderPhone.number],
        ['email', cut(sender.email, 72)],
        ['identificacao', digits(sender.cpf)],
      ],
    ],
    [
      'obj_col',
      [
        ['item', '1'],
        ['desc', description],
        ['id', cut(request.protocol, 30)],
      ],
    ],
  );
  return envelope([
    [
      'ser:solicitarPostagemReversa',
      [
        ['codAdministrativo', options.administrativeCode],
        ['codigo_servico', options.serviceCode],
        ['cartao', options.postageCard],
        [
          'destinatario',
          [
            ['nome', cut(recipient.name, 60)],
            ['logradouro', cut(recipient.street, 72)],
            ['numero', cut(recipient.number, 8)],
            ['complemento', cut(recipient.complement, 30)],
            ['bairro', cut(recipient.district, 50)],
            ['cidade', cut(recipient.city, 36)],
            ['uf', recipient.state.toUpperCase()],
            ['cep', digits(recipient.cep)],
            ['ddd', recipientPhone.ddd],
            ['telefone', recipientPhone.number],
            ['email', cut(recipient.email, 72)],
          ],
        ],
        ['coletas_solicitadas', coleta],
      ],
    ],
  ]);
}

/** An error code of Correios' table as the module's error; `detail` names the protocol. */
function correiosError(code: string, description: string, detail: string): ReturnPostageError {
  const what = `${detail}: Correios error ${code} ${description}`.trim();
  if (UNAUTHORIZED_CODES.has(code)) {
    return new ReturnPostageError('unauthorized', UNAUTHORIZED_MESSAGE, what);
  }
  if (UNAVAILABLE_CODES.has(code)) {
    return new ReturnPostageError('unavailable', RETURN_POSTAGE_UNAVAILABLE_MESSAGE, what);
  }
  const reason = description === '' ? `erro ${code}` : description;
  return rejected(`Os Correios recusaram a autorização de postagem: ${reason}.`, what);
}

const isError = (code: string | null) => code !== null && code !== '' && Number(code) !== 0;

/** `DD/MM/AAAA` as the first moment after that day, in São Paulo; null when not a date. */
function endOfDay(text: string): number | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return endOfSaoPauloDay(year, month, day);
}

/** The authorization a `solicitarPostagemReversaResponse` answers. */
export function postageOf(xml: string, detail: string): ReturnPostage {
  const fault = elements(xml, 'Fault')[0];
  if (fault !== undefined) {
    throw new ReturnPostageError(
      'unavailable',
      RETURN_POSTAGE_UNAVAILABLE_MESSAGE,
      `${detail}: SOAP fault ${textOf(fault, 'faultstring') ?? ''}`.trim(),
    );
  }
  const answer = elements(xml, 'solicitarPostagemReversa')[0];
  if (answer === undefined) {
    throw new ReturnPostageError(
      'unavailable',
      RETURN_POSTAGE_UNAVAILABLE_MESSAGE,
      `${detail}: the answer has no solicitarPostagemReversa`,
    );
  }
  const callError = textOf(answer, 'cod_erro');
  if (isError(callError)) {
    throw correiosError(callError ?? '', textOf(answer, 'msg_erro') ?? '', detail);
  }
  const result = elements(answer, 'resultado_solicitacao')[0];
  if (result === undefined) {
    throw new ReturnPostageError(
      'unavailable',
      RETURN_POSTAGE_UNAVAILABLE_MESSAGE,
      `${detail}: the answer has no resultado_solicitacao`,
    );
  }
  const resultError = textOf(result, 'codigo_erro');
  if (isError(resultError)) {
    throw correiosError(resultError ?? '', textOf(result, 'descricao_erro') ?? '', detail);
  }
  const code = textOf(result, 'numero_coleta') ?? '';
  const expiresAt = endOfDay(textOf(result, 'prazo') ?? '');
  if (!/^\d{9}$/.test(code) || expiresAt === null) {
    throw new ReturnPostageError(
      'unavailable',
      RETURN_POSTAGE_UNAVAILABLE_MESSAGE,
      `${detail}: numero_coleta "${code}" or prazo is not of the documented form`,
    );
  }
  return { code, expiresAt, instructions: instructionsFor(code, expiresAt) };
}

function retryable(status: number): boolean {
  return status === 502 || status === 503 || status === 504;
}

export function createCorreiosReturnPostageProvider(
  options: CorreiosReturnPostageOptions,
): ReturnPostageProvider {
  const send = options.fetch ?? fetch;
  const url = options.url ?? CORREIOS_REVERSE_LOGISTICS_URL;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const retries = options.retries ?? DEFAULT_RETRIES;
  const retryDelayMs = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;
  const authorization = `Basic ${Buffer.from(`${options.user}:${options.accessCode}`).toString('base64')}`;
  /** Each protocol's authorization, asked for or answered: one call however often it is asked. */
  const answered = new Map<string, Promise<ReturnPostage>>();

  async function call(body: string, detail: string): Promise<string> {
    let failure = '';
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (attempt > 0) {
        await new Promise((resume) => setTimeout(resume, retryDelayMs * 2 ** (attempt - 1)));
      }
      let response: Response;
      try {
        response = await send(url, {
          method: 'POST',
          headers: {
            Authorization: authorization,
            'Content-Type': 'text/xml; charset=utf-8',
            Accept: 'text/xml',
            SOAPAction: '""',
          },
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        // Correios may have made the authorization: another call could make a second one.
        throw new ReturnPostageError(
          'unavailable',
          RETURN_POSTAGE_UNAVAILABLE_MESSAGE,
          `${detail}: ${reason}; whether Correios made the authorization is unknown`,
        );
      }
      if (retryable(response.status)) {
        await response.body?.cancel();
        failure = `HTTP ${response.status}`;
        continue;
      }
      if (response.status === 401 || response.status === 403) {
        await response.body?.cancel();
        throw new ReturnPostageError(
          'unauthorized',
          UNAUTHORIZED_MESSAGE,
          `${detail}: HTTP ${response.status} (check CORREIOS_USER and CORREIOS_ACCESS_CODE)`,
        );
      }
      const text = await response.text();
      // SOAP 1.1 answers a fault with a 500; it is read as one below.
      if (response.status !== 200 && elements(text, 'Fault').length === 0) {
        throw new ReturnPostageError(
          'unavailable',
          RETURN_POSTAGE_UNAVAILABLE_MESSAGE,
          `${detail}: HTTP ${response.status}`,
        );
      }
      return text;
    }
    throw new ReturnPostageError(
      'unavailable',
      RETURN_POSTAGE_UNAVAILABLE_MESSAGE,
      `${detail}: ${failure} after ${retries + 1} attempts`,
    );
  }

  return {
    authorize(request) {
      const earlier = answered.get(request.protocol);
      if (earlier !== undefined) return earlier;
      const detail = `solicitarPostagemReversa ${request.protocol}`;
      const postage = (async () => {
        const body = requestBody(request, options);
        return postageOf(await call(body, detail), detail);
      })();
      answered.set(request.protocol, postage);
      // A failed call is forgotten, so the same protocol may be asked again.
      postage.catch(() => answered.delete(request.protocol));
      return postage;
    },
  };
}
