/**
 * A local stand-in of Correios' Logística Reversa web service (`logisticaReversaWS`) for the
 * `correios` return-postage provider's tests, answering `solicitarPostagemReversa` as the
 * service's implementation manual documents it:
 *
 * - HTTP Basic with the idCorreios login it was started with, else `401` with no body, as the
 *   service's gateway answers;
 * - a SOAP 1.1 envelope in `text/xml`; a body that is not one is a SOAP fault (HTTP 500);
 * - `codAdministrativo`, `cartao` and `codigo_servico` of its contract, else `cod_erro` 109
 *   `DADOS DO CONTRATO INVÁLIDOS` for the whole call;
 * - per request in `coletas_solicitadas`: type `A` (else `codigo_erro` 224), the remetente's
 *   name, street, number, city, UF, CEP of 8 digits, DDD and phone (else 125 `DADOS DE REMETENTE
 *   INCOMPLETOS`), the destinatário's likewise (122), a declared value from 11,00 (211) up to
 *   10.000,00 (108); it answers `numero_coleta`, the next e-ticket of its range with its check
 *   digit, and `prazo`, 10 calendar days after the day of the request (or the `ag` days given);
 * - on demand: the next calls answered with an HTTP status (`failNext`), or a request refused
 *   with an error of Correios' table (`rejectNext`).
 *
 * It records every request, so tests see what the provider sent.
 */
import { listen } from '../../api/http/node-server.ts';
import { eTicketCheckDigit } from '../../api/providers/return-postage/e-ticket.ts';
import { elements, escapeXml, textOf } from '../../api/providers/return-postage/soap-xml.ts';

export interface CorreiosContract {
  readonly user: string;
  readonly accessCode: string;
  readonly administrativeCode: string;
  readonly postageCard: string;
  readonly serviceCode: string;
}

export interface RecordedSoapRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: Headers;
  readonly body: string;
}

export interface CorreiosStandIn {
  readonly url: string;
  readonly contract: CorreiosContract;
  readonly requests: readonly RecordedSoapRequest[];
  /** The next `count` calls are answered `status` and make nothing. */
  failNext(status: number, count: number): void;
  /** The next request is refused with `code` and `description` of Correios' table. */
  rejectNext(code: number, description: string): void;
  close(): Promise<void>;
}

export const STAND_IN_CONTRACT: CorreiosContract = {
  user: 'empresacws',
  accessCode: 'codigo-de-acesso-de-teste-0001',
  administrativeCode: '08082650',
  postageCard: '0057018901',
  serviceCode: '04677',
};

const SAO_PAULO_OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** `ms`'s day in São Paulo as `DD/MM/AAAA`, and its time as `HH:mm`. */
function saoPaulo(ms: number): { date: string; time: string } {
  const local = new Date(ms - SAO_PAULO_OFFSET_MS).toISOString();
  return {
    date: `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)}`,
    time: local.slice(11, 16),
  };
}

function soap(status: number, body: string): Response {
  return new Response(
    `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${body}</soap:Body></soap:Envelope>`,
    { status, headers: { 'Content-Type': 'text/xml;charset=utf-8' } },
  );
}

function fault(message: string): Response {
  return soap(
    500,
    `<soap:Fault><faultcode>soap:Server</faultcode><faultstring>${escapeXml(message)}</faultstring></soap:Fault>`,
  );
}

/** `solicitarPostagemReversaResponse` with `inner` inside. */
function answer(inner: string): Response {
  return soap(
    200,
    `<ns2:solicitarPostagemReversaResponse xmlns:ns2="http://service.logisticareversa.correios.com.br/"><solicitarPostagemReversa>${inner}</solicitarPostagemReversa></ns2:solicitarPostagemReversaResponse>`,
  );
}

const field = (name: string, value: string) =>
  value === '' ? `<${name}/>` : `<${name}>${escapeXml(value)}</${name}>`;

/** What a person block (remetente, destinatário) lacks of the service's required fields. */
function incomplete(person: string | undefined): boolean {
  if (person === undefined) return true;
  const value = (name: string) => textOf(person, name) ?? '';
  return (
    ['nome', 'logradouro', 'numero', 'cidade', 'ddd', 'telefone'].some(
      (name) => value(name) === '',
    ) ||
    !/^[A-Z]{2}$/.test(value('uf')) ||
    !/^\d{8}$/.test(value('cep'))
  );
}

export async function startCorreiosStandIn(
  contract: CorreiosContract = STAND_IN_CONTRACT,
): Promise<CorreiosStandIn> {
  const requests: RecordedSoapRequest[] = [];
  const failures: number[] = [];
  const rejections: [number, string][] = [];
  const basic = `Basic ${Buffer.from(`${contract.user}:${contract.accessCode}`).toString('base64')}`;
  let nextNumber = 19_484_882;

  function solicit(body: string): Response {
    const call = elements(body, 'solicitarPostagemReversa')[0];
    if (call === undefined) return fault('Operação desconhecida');
    const now = saoPaulo(Date.now());
    const head = `<status_processamento>01</status_processamento>${field('data_processamento', now.date)}${field('hora_processamento', now.time)}`;
    if (
      textOf(call, 'codAdministrativo') !== contract.administrativeCode ||
      textOf(call, 'cartao') !== contract.postageCard ||
      textOf(call, 'codigo_servico') !== contract.serviceCode
    ) {
      return answer(
        `<status_processamento>00</status_processamento>${field('data_processamento', now.date)}${field('hora_processamento', now.time)}<cod_erro>109</cod_erro><msg_erro>DADOS DO CONTRATO INVÁLIDOS</msg_erro>`,
      );
    }
    const destinationIncomplete = incomplete(elements(call, 'destinatario')[0]);
    const results = elements(call, 'coletas_solicitadas').map((coleta) => {
      const clientId = textOf(coleta, 'id_cliente') ?? '';
      const objectId = textOf(elements(coleta, 'obj_col')[0] ?? '', 'id') ?? '';
      const refuse = (code: number, description: string) =>
        `<resultado_solicitacao><tipo>A</tipo>${field('id_cliente', clientId)}<numero_coleta/><numero_etiqueta/><id_obj/><status_objeto/><prazo/><data_solicitacao/><hora_solicitacao/><codigo_erro>${code}</codigo_erro>${field('descricao_erro', description)}</resultado_solicitacao>`;
      const rejection = rejections.shift();
      if (rejection !== undefined) return refuse(...rejection);
      if (textOf(coleta, 'tipo') !== 'A') return refuse(224, 'TIPO DA SOLICITAÇÃO INVÁLIDA');
      if (destinationIncomplete) return refuse(122, 'DADOS DE DESTINATÁRIO INCOMPLETO');
      if (incomplete(elements(coleta, 'remetente')[0])) {
        return refuse(125, 'DADOS DE REMETENTE INCOMPLETOS');
      }
      const declared = textOf(coleta, 'valor_declarado');
      if (declared !== null && declared !== '') {
        if (!/^\d+\.\d{2}$/.test(declared)) return refuse(205, 'VALOR DECLARADO INVÁLIDO');
        if (Number(declared) < 11)
          return refuse(211, 'VALOR DECLARADO NÃO PODE SER INFERIOR A R$ 11,00');
        if (Number(declared) > 10_000) {
          return refuse(108, 'VALOR DECLARADO NÃO PODE SER SUPERIOR A R$ 10.000,00');
        }
      }
      const ag = textOf(coleta, 'ag');
      const days = ag === null || ag === '' ? 10 : Number(ag);
      if (!Number.isInteger(days) || days < 5 || days > 90) {
        return refuse(142, 'VALOR INVÁLIDO PARA O TIPO DE SOLICITAÇÃO.VERIFICAR TAG -AG');
      }
      const number = String(nextNumber++);
      const code = `${number}${eTicketCheckDigit(number)}`;
      const prazo = saoPaulo(Date.now() + days * DAY_MS).date;
      return `<resultado_solicitacao><tipo>A</tipo>${field('id_cliente', clientId)}<numero_coleta>${code}</numero_coleta><numero_etiqueta/>${field('id_obj', objectId)}<status_objeto>01</status_objeto><prazo>${prazo}</prazo>${field('data_solicitacao', now.date)}${field('hora_solicitacao', now.time)}<codigo_erro>0</codigo_erro><descricao_erro/></resultado_solicitacao>`;
    });
    if (results.length === 0) {
      return answer(
        `${head}<cod_erro>138</cod_erro><msg_erro>O ARQUIVO NÃO CONTÉM PEDIDOS DE COLETA. VERIFICAR TAG -coletas_solicitadas</msg_erro>`,
      );
    }
    return answer(`${head}<cod_erro>00</cod_erro><msg_erro/>${results.join('')}`);
  }

  const server = await listen(
    {
      async fetch(request) {
        const url = new URL(request.url);
        const body = await request.text();
        requests.push({
          method: request.method,
          path: url.pathname,
          headers: request.headers,
          body,
        });
        const status = failures.shift();
        if (status !== undefined) return new Response('Service Unavailable', { status });
        if (request.headers.get('authorization') !== basic) {
          return new Response(null, { status: 401, headers: { 'WWW-Authenticate': 'Basic' } });
        }
        if (request.method !== 'POST') return new Response(null, { status: 405 });
        if (!(request.headers.get('content-type') ?? '').startsWith('text/xml')) {
          return new Response(null, { status: 415 });
        }
        if (elements(body, 'Body').length === 0) return fault('Envelope SOAP inválido');
        return solicit(body);
      },
    },
    '127.0.0.1',
    0,
    'the Correios stand-in',
  );

  return {
    url: `${server.origin}/logisticaReversaWS/logisticaReversaService/logisticaReversaWS`,
    contract,
    requests,
    failNext(status, count) {
      for (let i = 0; i < count; i++) failures.push(status);
    },
    rejectNext(code, description) {
      rejections.push([code, description]);
    },
    close: () => server.close(),
  };
}
