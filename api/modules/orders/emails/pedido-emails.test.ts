/**
 * The pedido e-mails as written: each template's plain-text part (a snapshot) and links, then
 * what a customer is told as a pedido moves through the API: the confirmation once its charge
 * exists, `Pagamento aprovado` when the provider says so, the staff's moves, and nothing about a
 * pedido they were never told was received; and the staff's `Novo pedido`, written with the
 * confirmation to support and admins who did not turn it off.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../../../mocks/seed/customers.ts';
import { SEED_ADMIN, SEED_EDITOR, SEED_SUPPORT } from '../../../../mocks/seed/staff.ts';
import type { SeedStaff } from '../../../../mocks/seed/staff.ts';
import { errorsOf, login, outboxOf, testHandler } from '../../../../tests/support/api/api.ts';
import type { TestHandler } from '../../../../tests/support/api/api.ts';
import { expectLinksOn } from '../../../../tests/support/api/email-links.ts';
import { orderInput, placeOrder, updateStatus } from '../../../../tests/support/api/orders.ts';
import {
  APPROVED_CARD,
  DECLINED_CARD,
  chargeIdOf,
  gatewayOf,
  payAtBank,
  placePix,
  placeCardOrder,
} from '../../../../tests/support/api/payments.ts';
import { setMyNotices, staffToken } from '../../../../tests/support/api/staff.ts';
import { createDataAccess } from '../../../core/data-access.ts';
import { sweepExpired } from '../expiry-sweep.ts';
import type { RequestRecord } from '../request-store.ts';
import { newPedidoNotice } from './new-pedido-notice.ts';
import { orderReceivedEmail } from './order-received.ts';
import {
  cancelledEmail,
  deliveredEmail,
  paymentApprovedEmail,
  requestShippedEmail,
} from './status-emails.ts';

const SITE = 'https://loja.exemplo.com.br';
const BACKOFFICE = 'https://gestao.loja.exemplo.com.br';
const CORREIOS = 'https://rastreamento.correios.com.br';
/** 2026-11-23 12:00 in São Paulo. */
const PLACED = Date.UTC(2026, 10, 23, 15);

function pedido(overrides: Partial<RequestRecord> = {}): RequestRecord {
  return {
    id: '42',
    customerId: '1',
    number: 'PED-000042',
    status: 'PENDING',
    created_at: PLACED,
    expiresAt: PLACED + 30 * 60 * 1000,
    items: [
      {
        id: '1',
        productId: '7',
        productName: 'Teclado Mecânico',
        quantity: 2,
        unitPrice: 199.9,
        attributes: [{ name: 'Cor', value: 'Preto' }],
      },
      {
        id: '2',
        productId: '9',
        productName: 'Mouse sem Fio',
        quantity: 1,
        unitPrice: 89.9,
        attributes: [],
      },
    ],
    history: [{ status: 'PENDING', at: PLACED, note: null }],
    paymentMethod: 'PIX',
    delivery: null,
    freight: { service: 'PAC', price: 22, deliveryDays: 6 },
    discount: 24.49,
    trackingCode: null,
    idempotencyKey: 'key',
    orderDigest: 'digest',
    installments: null,
    cardBrand: null,
    cardLast4: null,
    cardToken: null,
    cardCustomerId: null,
    charge: {
      chargeId: 'ch_1',
      cardLast4: null,
      pix: {
        code: '00020126580014br.gov.bcb.pix0136exemplo5204000053039865802BR6304ABCD',
        qrCodeDataUrl: '',
      },
      boleto: null,
      payLink: null,
    },
    paymentFailure: null,
    refundedCents: 0,
    refundedAt: null,
    confirmationMailedAt: null,
    ...overrides,
  };
}

describe('the pedido templates', () => {
  it('Recebemos seu pedido, Pix: the items, the total, the copia e cola and Pague até', async () => {
    const email = await orderReceivedEmail(SITE, pedido());
    expect(email.subject).toBe('Recebemos seu pedido PED-000042');
    expect(email.text).toMatchInlineSnapshot(`
      "Vértice Tecnologia

      Recebemos seu pedido

      Obrigado pela compra! Seu pedido PED-000042 foi registrado em 23/11/2026, 12:00.

      2x Teclado Mecânico (Cor: Preto): R$ 399,80
      1x Mouse sem Fio: R$ 89,90
      Frete: R$ 22,00
      Desconto Pix: - R$ 24,49
      Total: R$ 487,21
      Pague até: 23/11/2026, 12:30

      Pix copia e cola
      00020126580014br.gov.bcb.pix0136exemplo5204000053039865802BR6304ABCD

      Acompanhar o pedido: https://loja.exemplo.com.br/painel?aba=pedidos

      Copie o código no app do seu banco, em Pix copia e cola. Assim que o pagamento for confirmado, avisamos por e-mail e o pedido segue para separação.

      --
      Vértice Tecnologia e Serviços Ltda., CNPJ 12.345.678/0001-95. Rua Augusta, 1500, sala 42, Consolação, São Paulo - SP. Atendimento: (11) 4002-8922. Esta mensagem foi enviada automaticamente; não é preciso respondê-la.
      "
    `);
    expectLinksOn(email, [SITE]);
  });

  it('Recebemos seu pedido, boleto: the linha digitável and its due day', async () => {
    const email = await orderReceivedEmail(
      SITE,
      pedido({
        paymentMethod: 'BOLETO',
        discount: 0,
        expiresAt: Date.UTC(2026, 10, 27, 3),
        charge: {
          chargeId: 'ch_2',
          cardLast4: null,
          pix: null,
          boleto: {
            barcode: '00190000090000000000000000000000000000000000',
            digitableLine: '00190.00009 00000.000000 00000.000000 0 00000000000000',
          },
          payLink: null,
        },
      }),
    );
    expect(email.text).toContain(
      'Linha digitável\n00190.00009 00000.000000 00000.000000 0 00000000000000',
    );
    expect(email.text).toContain('Vencimento: 26/11/2026');
    expectLinksOn(email, [SITE]);
  });

  it('Recebemos seu pedido, card approved: the card and its installments', async () => {
    const email = await orderReceivedEmail(
      SITE,
      pedido({
        status: 'PAID',
        paymentMethod: 'CREDIT_CARD',
        discount: 0,
        installments: 3,
        cardBrand: 'VISA',
        cardLast4: '1111',
        charge: { chargeId: 'ch_3', cardLast4: '1111', pix: null, boleto: null, payLink: null },
      }),
    );
    expect(email.text).toContain(
      'Pagamento: Visa final 1111, 3x, a primeira de R$ 170,58 e as demais de R$ 170,56 sem juros',
    );
    expect(email.text).toContain('O pagamento foi aprovado e o pedido segue para separação.');
  });

  it('Pagamento aprovado', async () => {
    const email = await paymentApprovedEmail(SITE, pedido({ status: 'PAID' }));
    expect(email.subject).toBe('Pagamento aprovado: PED-000042');
    expect(email.text).toMatchInlineSnapshot(`
      "Vértice Tecnologia

      Pagamento aprovado

      Recebemos o pagamento de R$ 487,21 do seu pedido PED-000042.

      Agora ele segue para separação; avisamos por e-mail quando for enviado, com o código de rastreio.

      2x Teclado Mecânico (Cor: Preto): R$ 399,80
      1x Mouse sem Fio: R$ 89,90
      Frete: R$ 22,00
      Desconto Pix: - R$ 24,49
      Total: R$ 487,21

      Acompanhar o pedido: https://loja.exemplo.com.br/painel?aba=pedidos

      --
      Vértice Tecnologia e Serviços Ltda., CNPJ 12.345.678/0001-95. Rua Augusta, 1500, sala 42, Consolação, São Paulo - SP. Atendimento: (11) 4002-8922. Esta mensagem foi enviada automaticamente; não é preciso respondê-la.
      "
    `);
    expectLinksOn(email, [SITE]);
  });

  it('Seu pedido foi enviado, with the tracking code and its Correios page', async () => {
    const email = await requestShippedEmail(SITE, {
      number: 'PED-000042',
      trackingCode: 'QB123456785BR',
    });
    expect(email.text).toMatchInlineSnapshot(`
      "Vértice Tecnologia

      Seu pedido foi enviado

      Seu pedido PED-000042 foi entregue aos Correios.

      Código de rastreio: QB123456785BR

      Rastrear nos Correios: https://rastreamento.correios.com.br/app/index.php?objetos=QB123456785BR

      Ver meus pedidos: https://loja.exemplo.com.br/painel?aba=pedidos

      --
      Vértice Tecnologia e Serviços Ltda., CNPJ 12.345.678/0001-95. Rua Augusta, 1500, sala 42, Consolação, São Paulo - SP. Atendimento: (11) 4002-8922. Esta mensagem foi enviada automaticamente; não é preciso respondê-la.
      "
    `);
    expectLinksOn(email, [SITE, CORREIOS]);
  });

  it('Pedido entregue, with Avaliar produto', async () => {
    const email = await deliveredEmail(SITE, pedido({ status: 'DELIVERED' }));
    expect(email.subject).toBe('Pedido entregue: PED-000042');
    expect(email.text).toMatchInlineSnapshot(`
      "Vértice Tecnologia

      Pedido entregue

      Seu pedido PED-000042 foi entregue. Esperamos que goste!

      Conte para outros clientes o que achou de Teclado Mecânico e Mouse sem Fio: a avaliação fica no seu painel, em Meus pedidos.

      Avaliar produto: https://loja.exemplo.com.br/painel?aba=pedidos

      Se mudar de ideia, você pode desistir da compra em até 7 dias a partir do recebimento: em Meus pedidos, no seu painel, use Desistir da compra. Se algum item tiver defeito, use Solicitar troca ou devolução.

      --
      Vértice Tecnologia e Serviços Ltda., CNPJ 12.345.678/0001-95. Rua Augusta, 1500, sala 42, Consolação, São Paulo - SP. Atendimento: (11) 4002-8922. Esta mensagem foi enviada automaticamente; não é preciso respondê-la.
      "
    `);
    expectLinksOn(email, [SITE]);
  });

  it('Pedido cancelado: why, and the refund of a paid one', async () => {
    const paid = await cancelledEmail(SITE, pedido({ status: 'PAID' }), {
      reason: 'Produto fora de estoque.',
      wasPaid: true,
    });
    expect(paid.text).toMatchInlineSnapshot(`
      "Vértice Tecnologia

      Pedido cancelado

      Seu pedido PED-000042 foi cancelado.

      Motivo: Produto fora de estoque.

      O reembolso de R$ 487,21 foi solicitado e volta pela mesma forma de pagamento: no Pix, para a conta que pagou; no cartão, como crédito na fatura (pode levar até duas faturas).

      2x Teclado Mecânico (Cor: Preto): R$ 399,80
      1x Mouse sem Fio: R$ 89,90

      Ver meus pedidos: https://loja.exemplo.com.br/painel?aba=pedidos

      --
      Vértice Tecnologia e Serviços Ltda., CNPJ 12.345.678/0001-95. Rua Augusta, 1500, sala 42, Consolação, São Paulo - SP. Atendimento: (11) 4002-8922. Esta mensagem foi enviada automaticamente; não é preciso respondê-la.
      "
    `);
    expectLinksOn(paid, [SITE]);
    const unpaid = await cancelledEmail(SITE, pedido(), {
      reason: 'Pagamento não recebido no prazo',
      wasPaid: false,
    });
    expect(unpaid.text).toContain('Motivo: Pagamento não recebido no prazo.');
    expect(unpaid.text).toContain('Nenhum valor foi cobrado.');
  });

  it('Novo pedido, to the staff: the items, the total, the payment, and the pedido in the back office', async () => {
    const email = await newPedidoNotice(BACKOFFICE, pedido());
    expect(email.subject).toBe('Novo pedido PED-000042');
    expect(email.text).toMatchInlineSnapshot(`
      "Vértice Tecnologia

      Novo pedido

      O pedido PED-000042 foi feito na loja em 23/11/2026, 12:00.

      2x Teclado Mecânico (Cor: Preto): R$ 399,80
      1x Mouse sem Fio: R$ 89,90
      Frete: R$ 22,00
      Desconto Pix: - R$ 24,49
      Total: R$ 487,21
      Pagamento: Pix, aguardando o pagamento

      Abrir o pedido no back office: https://gestao.loja.exemplo.com.br/pedidos/pedido?id=42

      Não quer mais estes e-mails? Desmarque "Receber e-mail de novos pedidos" em Avisos por e-mail, no back office.

      Avisos por e-mail: https://gestao.loja.exemplo.com.br/avisos

      --
      Vértice Tecnologia e Serviços Ltda., CNPJ 12.345.678/0001-95. Rua Augusta, 1500, sala 42, Consolação, São Paulo - SP. Atendimento: (11) 4002-8922. Esta mensagem foi enviada automaticamente; não é preciso respondê-la.
      "
    `);
    expectLinksOn(email, [BACKOFFICE]);
    const card = await newPedidoNotice(
      BACKOFFICE,
      pedido({ status: 'PAID', paymentMethod: 'CREDIT_CARD', discount: 0, installments: 3 }),
    );
    expect(card.text).toContain('Pagamento: Cartão de crédito em 3x, pagamento aprovado');
  });
});

/** The subjects of the messages to the demo customer, oldest first. */
async function subjects(handler: TestHandler): Promise<string[]> {
  return (await outboxOf(handler, DEMO_EMAIL)).map((entry) => entry.subject).reverse();
}

async function newSubjects(handler: TestHandler, before: string[]): Promise<string[]> {
  return (await subjects(handler)).slice(before.length);
}

async function setup() {
  const clock = { now: PLACED };
  const handler = await testHandler({ now: () => clock.now });
  const token = await login(handler);
  return { handler, token, clock, before: await subjects(handler) };
}

describe('what the customer is told as a pedido moves', () => {
  it('a Pix pedido: the confirmation with the copia e cola, once, then Pagamento aprovado', async () => {
    const { handler, token, before } = await setup();
    const input = orderInput({ paymentMethod: 'PIX' });
    const placed = await placeOrder(handler, token, input);
    expect(placed.errors).toEqual([]);
    // The browser repeats the checkout whose answer it lost: nothing is written twice.
    expect((await placeOrder(handler, token, input)).errors).toEqual([]);
    const number = placed.data?.placeOrder.number ?? '';
    expect(await newSubjects(handler, before)).toEqual([`Recebemos seu pedido ${number}`]);
    const [confirmation] = await outboxOf(handler, DEMO_EMAIL);
    expect(confirmation?.text).toContain('Pix copia e cola\n000201');
    expect(confirmation?.text).toContain('Pague até: 23/11/2026, 12:');

    await payAtBank(handler, await chargeIdOf(handler, placed.data?.placeOrder.id ?? ''));
    await gatewayOf(handler).runOnce();
    expect(await newSubjects(handler, before)).toEqual([
      `Recebemos seu pedido ${number}`,
      `Pagamento aprovado: ${number}`,
    ]);
  });

  it('a card approved at once: one confirmation that says so; a declined one: no message', async () => {
    const { handler, token, before } = await setup();
    const approved = await placeCardOrder(handler, token, APPROVED_CARD, 2);
    expect(approved.errors).toEqual([]);
    const declined = await placeCardOrder(handler, token, DECLINED_CARD);
    expect(errorsOf(declined).map((e) => e.code)).toEqual(['PAYMENT_DECLINED']);
    expect(await newSubjects(handler, before)).toEqual([
      `Recebemos seu pedido ${approved.data?.placeOrder.number ?? ''}`,
    ]);
    const [confirmation] = await outboxOf(handler, DEMO_EMAIL);
    expect(confirmation?.text).toContain('O pagamento foi aprovado');
  });

  it("the staff's moves: enviado, entregue; a paid pedido cancelled says it is refunded", async () => {
    const { handler, token, before } = await setup();
    const card = async () => {
      const placed = await placeCardOrder(handler, token, APPROVED_CARD);
      if (!placed.data) throw new Error(JSON.stringify(placed.errors));
      return placed.data.placeOrder;
    };
    const sent = await card();
    const move = async (id: string, status: string, extra: Record<string, unknown> = {}) =>
      expect(errorsOf(await updateStatus(handler, { id, status, ...extra }))).toEqual([]);
    await move(sent.id, 'SHIPPED', { trackingCode: 'QB123456785BR' });
    await move(sent.id, 'DELIVERED');
    const dropped = await card();
    const admin = await staffToken(handler, SEED_ADMIN);
    expect(
      errorsOf(
        await updateStatus(
          handler,
          { id: dropped.id, status: 'CANCELLED', note: 'Cancelado a pedido do cliente' },
          admin,
        ),
      ),
    ).toEqual([]);
    expect(await newSubjects(handler, before)).toEqual([
      `Recebemos seu pedido ${sent.number}`,
      `Seu pedido foi enviado: ${sent.number}`,
      `Pedido entregue: ${sent.number}`,
      `Recebemos seu pedido ${dropped.number}`,
      `Pedido cancelado: ${dropped.number}`,
    ]);
    const [cancelled] = await outboxOf(handler, DEMO_EMAIL);
    expect(cancelled?.text).toContain('Motivo: Cancelado a pedido do cliente.');
    expect(cancelled?.text).toContain('O reembolso de R$ 126,00 foi solicitado');
  });

  it('an unpaid Pix pedido past its deadline: Pedido cancelado, nothing charged', async () => {
    const { handler, token, clock, before } = await setup();
    const { id } = await placePix(handler, token);
    clock.now += 24 * 60 * 60 * 1000;
    const data = createDataAccess(handler.database.db);
    await sweepExpired(data, clock.now, handler.mailer, handler.payments);
    const number = (await data.requests.byId(id))?.number;
    expect((await newSubjects(handler, before)).slice(-1)).toEqual([`Pedido cancelado: ${number}`]);
    const [cancelled] = await outboxOf(handler, DEMO_EMAIL);
    expect(cancelled?.text).toContain('Motivo: Pagamento não recebido no prazo.');
    expect(cancelled?.text).toContain('Nenhum valor foi cobrado.');
  });
});

describe('what the staff are told of new pedidos', () => {
  it('Novo pedido goes with the confirmation to support and admins, once; not to an editor nor to one who turned it off', async () => {
    const handler = await testHandler({ backofficeUrl: BACKOFFICE });
    const token = await login(handler);
    const told = async (member: SeedStaff) =>
      (await outboxOf(handler, member.email)).map((entry) => entry.subject).reverse();

    const input = orderInput({ paymentMethod: 'PIX' });
    const placed = await placeOrder(handler, token, input);
    expect((await placeOrder(handler, token, input)).errors).toEqual([]);
    const { id, number } = placed.data?.placeOrder ?? { id: '', number: '' };
    expect(await told(SEED_SUPPORT)).toEqual([`Novo pedido ${number}`]);
    expect(await told(SEED_ADMIN)).toEqual([`Novo pedido ${number}`]);
    expect(await told(SEED_EDITOR)).toEqual([]);
    const [notice] = await outboxOf(handler, SEED_SUPPORT.email);
    expect(notice?.text).toContain('Pagamento: Pix, aguardando o pagamento');
    expect(notice?.text).toContain(`${BACKOFFICE}/pedidos/pedido?id=${id}`);
    expect(notice?.text).not.toContain(DEMO_EMAIL);
    // Paid later: the customer hears of it, the staff get no second `Novo pedido`.
    await payAtBank(handler, await chargeIdOf(handler, id));
    await gatewayOf(handler).runOnce();
    expect(await told(SEED_ADMIN)).toEqual([`Novo pedido ${number}`]);

    await setMyNotices(handler, await staffToken(handler, SEED_SUPPORT), { newOrders: false });
    const card = await placeCardOrder(handler, token, APPROVED_CARD, 2);
    const second = card.data?.placeOrder.number ?? '';
    expect(await told(SEED_ADMIN)).toEqual([`Novo pedido ${number}`, `Novo pedido ${second}`]);
    expect(await told(SEED_SUPPORT)).toEqual([`Novo pedido ${number}`]);
    const [paidNotice] = await outboxOf(handler, SEED_ADMIN.email);
    expect(paidNotice?.text).toContain('Pagamento: Cartão de crédito em 2x, pagamento aprovado');
  });
});
