/**
 * The support and pedidos desk across both origins: a customer's ticket answered in the back
 * office and read in the painel, unread and counted, then resolved; a Pix pedido marked paid
 * and shipped with a Correios code the customer follows from the painel. Both notices land in
 * the outbox, both actions in the admins' `Registro de atividades`; the home counts the tickets
 * due today and the late ones, linking to the queue filtered by `Prazo`; every new page passes
 * axe and fits 375 px.
 */
import type { Browser, Page, TestInfo } from '@playwright/test';
import { mailArriving } from './mailbox.ts';
import { expect, test } from './fixtures.ts';
import { axeViolations } from './a11y-helpers.ts';
import { placeOrderThroughApi } from './checkout-helpers.ts';
import { backofficeUrl } from './env.ts';
import { logInFresh } from './painel-helpers.ts';
import { graphql } from './session-helpers.ts';
import { STAFF, loginToBackoffice, openArea, staffGraphql } from './staff-helpers.ts';
import type { StaffRole } from './staff-helpers.ts';
import { TICKETS_TAB, openTicketThroughApi, richText } from './tickets-helpers.ts';
import { allow } from '../support/time-allowance.ts';

/** A page of the back office logged in as `role`, in a browser context of its own. */
async function staffPage(browser: Browser, role: StaffRole): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginToBackoffice(page, role);
  return page;
}

/** Axe at 1280 px, no sideways scroll at 375 px, and a screenshot at each width. */
async function checkLayout(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await axeViolations(page), `${name} at 1280 px`).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`${name}-1280.png`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  // What sticks out past the viewport's right edge, named so a failure says where to look.
  const sticking = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter((element) => !element.closest('[role="region"]'))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
  });
  expect(sticking, `${name} scrolls sideways at 375 px`).toEqual([]);
  expect(await axeViolations(page), `${name} at 375 px`).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The admins' log shows `summary` for changes of `subject` (`Atendimento`, `Pedidos`). */
async function expectLogged(browser: Browser, subject: string, summary: string): Promise<void> {
  const admin = await staffPage(browser, 'admin');
  await openArea(admin, 'Registro de atividades');
  await admin.getByLabel('Assunto').selectOption({ label: subject });
  await expect(
    admin.getByRole('region', { name: 'Registro de atividades' }).getByRole('row', {
      name: new RegExp(`${STAFF.support.name}.*${summary.replace(/[.#()]/g, '\\$&')}`),
    }),
  ).toHaveCount(1);
  await admin.context().close();
}

test('a ticket answered by support is read unread in the painel, answered back and resolved', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(allow(120_000));
  const { customer } = await logInFresh(context, 'Atendimento');
  await page.goto(TICKETS_TAB);
  await page.getByRole('button', { name: 'Novo ticket' }).click();
  await page.getByRole('textbox', { name: 'Assunto' }).fill('Segunda via da nota fiscal');
  await richText(page, 'Descrição').click();
  await page.keyboard.type('Preciso da segunda via da nota do meu pedido.');
  await page.getByRole('button', { name: 'Abrir ticket' }).click();
  await expect(page).toHaveURL(/\/painel\/ticket\/\d+$/);
  const id = /(\d+)$/.exec(page.url())?.[1] ?? '';

  // Support: the new ticket owes a reply; a note for the team, then the answer.
  const support = await staffPage(browser, 'support');
  await openArea(support, 'Atendimento');
  const queue = support.getByRole('region', { name: 'Tickets' });
  const row = queue.getByRole('row', { name: new RegExp(`#${id} Segunda via da nota fiscal`) });
  // The longest waiting come first: other specs' tickets may fill the first pages. The count
  // under the filters names the page on screen once it has loaded (while the next one loads the
  // previous rows stay, announced as loading).
  const shown = support.getByRole('status').filter({ hasText: /ticket\(s\)\. Página/ });
  await expect(shown).toContainText('Página 1 de');
  for (let page = 2; (await row.count()) === 0 && page <= 20; page++) {
    await support.getByRole('button', { name: 'Próxima página' }).click();
    await expect(support).toHaveURL(new RegExp(`pagina=${page}`));
    await expect(shown).toContainText(`Página ${page} de`);
  }
  await expect(row).toContainText('Aguardando resposta');
  // The company has 5 days to answer (Decreto 7.962/2013): the day, in Brasília's calendar.
  const deadline = new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    timeZone: 'America/Sao_Paulo',
  }).format(Date.now() + 5 * 24 * 60 * 60 * 1000);
  await expect(row).toContainText(`Responder até ${deadline}`);
  await expect(row).not.toContainText('Atrasado');
  await checkLayout(support, 'atendimento-fila', testInfo);
  await row.getByRole('link').click();
  await expect(
    support.getByRole('heading', { name: `#${id} Segunda via da nota fiscal` }),
  ).toBeVisible();
  await expect(support.getByRole('region', { name: 'Cliente' })).toContainText(customer.email);
  const message = richText(support, 'Mensagem');
  await message.click();
  await support.keyboard.type('Cliente novo: conferir o CPF antes de reenviar.');
  await support.getByRole('button', { name: 'Nota interna' }).click();
  await expect(
    support.getByRole('status').filter({ hasText: 'Nota interna salva.' }),
  ).toBeVisible();
  await expect(message).toHaveText('');
  await message.click();
  await support.keyboard.press('ControlOrMeta+b');
  await support.keyboard.type('Pronto!');
  await support.keyboard.press('ControlOrMeta+b');
  await support.keyboard.type(' Enviamos a segunda via para o seu e-mail.');
  await support.getByRole('button', { name: 'Responder' }).click();
  await expect(
    support.getByRole('status').filter({ hasText: 'Resposta enviada ao cliente.' }),
  ).toBeVisible();
  await checkLayout(support, 'atendimento-ticket', testInfo);

  // The customer: the answer is new in the list and in the summary, the note nowhere.
  await page.goto('/painel');
  await expect(page.getByText(/1 resposta nova/)).toBeVisible();
  await page.goto(TICKETS_TAB);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Segunda via da nota fiscal' }),
  ).toContainText('Nova resposta');
  await page.goto(`/painel/ticket/${id}`);
  const answer = page.getByRole('article', { name: `Comentário de ${STAFF.support.name}` });
  await expect(answer).toContainText('Pronto! Enviamos a segunda via para o seu e-mail.');
  await expect(answer.locator('strong')).toHaveText('Pronto!');
  await expect(page.getByText('conferir o CPF')).toHaveCount(0);
  const notice = await mailArriving(customer.email, 'Sua solicitação foi respondida', 0);
  expect(notice.subject).toBe('Sua solicitação foi respondida: Segunda via da nota fiscal');
  expect(notice.text).toContain(`/painel/ticket/${id}`);
  expect(notice.html).toContain(`/painel/ticket/${id}`);
  expect(notice.text).not.toContain('Enviamos a segunda via');

  await richText(page, 'Comentário').click();
  await page.keyboard.type('Recebi, obrigado!');
  await page.getByRole('button', { name: 'Comentar' }).click();
  await expect(page.getByRole('status')).toHaveText('Comentário enviado.');

  // Support sees the reply, owed again, and resolves the ticket.
  await support.reload();
  await expect(support.getByText('Recebi, obrigado!')).toBeVisible();
  await expect(support.getByText('Aguardando resposta', { exact: true })).toBeVisible();
  await support.getByRole('button', { name: 'Resolvido' }).click();
  await expect(
    support.getByRole('status').filter({ hasText: 'Ticket marcado como "Resolvido".' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByText('Resolvido', { exact: true })).toBeVisible();

  await expectLogged(browser, 'Atendimento', `Respondeu ao ticket #${id}.`);
  await support.context().close();
});

/** A moment's day in Brasília's calendar, `DD/MM`, as deadlines are shown. */
function dayMonth(when: number): string {
  return new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    timeZone: 'America/Sao_Paulo',
  }).format(when);
}

/** What the home says of `count` tickets due today. */
function dueTodayText(count: number): string {
  if (count === 0) return 'Nenhum ticket vence hoje.';
  return count === 1 ? '1 ticket vence hoje' : `${count} tickets vencem hoje`;
}

/** What the home says of `count` late tickets. */
function lateText(count: number): string {
  if (count === 0) return 'Nenhum ticket atrasado.';
  return count === 1 ? '1 ticket atrasado' : `${count} tickets atrasados`;
}

test('the home counts the tickets due today and the late ones, linking to the queue filtered by Prazo', async ({
  context,
  browser,
}, testInfo) => {
  test.setTimeout(allow(120_000));
  const { token } = await logInFresh(context, 'Prazo');
  const fresh = await openTicketThroughApi(token, 'Prazo de resposta novo');
  const freshRow = new RegExp(`#${fresh} Prazo de resposta novo`);

  const support = await staffPage(browser, 'support');
  await support.goto(`${backofficeUrl}/`);
  const deadlines = support.getByRole('list', { name: 'Prazos de resposta' });
  // The home says what the API counts (read again should another spec's ticket change it).
  let counts = { late: -1, dueToday: -1 };
  await expect(async () => {
    const answer = await staffGraphql<{ supportDeadlines: typeof counts }>(
      'support',
      'query { supportDeadlines { late dueToday } }',
      {},
    );
    counts = answer.data?.supportDeadlines ?? counts;
    await support.reload();
    await expect(deadlines.getByRole('listitem')).toHaveText(
      [dueTodayText(counts.dueToday), lateText(counts.late)],
      { timeout: 2_000 },
    );
  }).toPass({ timeout: allow(20_000) });
  // The seed's customers have waited months for some answers.
  expect(counts.late).toBeGreaterThan(0);
  await checkLayout(support, 'inicio-prazos', testInfo);

  // The late count leads to the queue showing only the late tickets, each marked Atrasado.
  await deadlines.getByRole('link', { name: lateText(counts.late) }).click();
  await expect(support).toHaveURL(/\/atendimento\?prazo=atrasados$/);
  const prazo = support.getByRole('combobox', { name: 'Prazo' });
  await expect(prazo).toHaveValue('LATE');
  const shown = support.getByRole('status').filter({ hasText: /ticket\(s\)\. Página/ });
  await expect(shown).toContainText(`${counts.late} ticket(s). Página 1 de`);
  const queue = support.getByRole('region', { name: 'Tickets' });
  const rows = queue.getByRole('row').filter({ has: support.getByRole('link') });
  await expect(rows).toHaveCount(Math.min(counts.late, 20));
  for (const row of await rows.all()) await expect(row).toContainText('Atrasado');
  await expect(queue.getByRole('row', { name: freshRow })).toHaveCount(0);
  await checkLayout(support, 'atendimento-atrasados', testInfo);

  // Due today: those whose deadline falls later today, none late; the new ticket has 5 days.
  await prazo.selectOption({ label: 'Vencem hoje' });
  await expect(support).toHaveURL(/\/atendimento\?prazo=hoje$/);
  await expect(shown).toContainText(`${counts.dueToday} ticket(s). Página 1 de`);
  await expect(rows).toHaveCount(Math.min(counts.dueToday, 20));
  for (const row of await rows.all()) {
    await expect(row).toContainText(`Responder até ${dayMonth(Date.now())}`);
    await expect(row).not.toContainText('Atrasado');
  }
  await expect(support.getByText('Nenhum ticket vence hoje.', { exact: true })).toHaveCount(
    counts.dueToday === 0 ? 1 : 0,
  );
  await expect(queue.getByRole('row', { name: freshRow })).toHaveCount(0);
  // The filter is in the address: a reload keeps it.
  await support.reload();
  await expect(prazo).toHaveValue('DUE_TODAY');

  // With another filter no ticket matches: a resolved ticket owes no answer.
  await support.getByRole('combobox', { name: 'Situação' }).selectOption({ label: 'Resolvido' });
  await expect(support).toHaveURL(/\/atendimento\?situacao=SOLVED&prazo=hoje$/);
  await expect(shown).toContainText('0 ticket(s). Página 1 de 1.');
  await expect(support.getByText('Nenhum ticket vence hoje com estes filtros.')).toBeVisible();
  await expect(queue).toHaveCount(0);
  await prazo.selectOption({ label: 'Todos' });
  await expect(support).toHaveURL(/\/atendimento\?situacao=SOLVED$/);
  await support.context().close();

  // The counts are Atendimento's: an admin sees them, an editor neither them nor the area.
  const admin = await staffPage(browser, 'admin');
  await admin.goto(`${backofficeUrl}/`);
  await expect(
    admin
      .getByRole('list', { name: 'Prazos de resposta' })
      .getByRole('link', { name: /tickets? atrasados?$/ }),
  ).toHaveAttribute('href', '/atendimento?prazo=atrasados');
  await admin.context().close();
  const editor = await staffPage(browser, 'editor');
  await editor.goto(`${backofficeUrl}/`);
  await expect(editor.getByRole('heading', { name: 'Produtos' })).toBeVisible();
  await expect(editor.getByRole('list', { name: 'Prazos de resposta' })).toHaveCount(0);
  await expect(editor.getByRole('link', { name: 'Atendimento' })).toHaveCount(0);
  await editor.context().close();
});

test('a Pix pedido paid at the bank and shipped is followed by the customer with its tracking link', async ({
  page,
  context,
  browser,
}, testInfo) => {
  test.setTimeout(allow(120_000));
  const { customer, token } = await logInFresh(context, 'Pedido');
  const placed = await placeOrderThroughApi(token, '33', { quantity: 1, paymentMethod: 'PIX' });

  const support = await staffPage(browser, 'support');
  await openArea(support, 'Pedidos');
  await support.getByLabel('Buscar pedidos').fill(customer.email);
  await support.getByRole('button', { name: 'Buscar' }).click();
  const list = support.getByRole('region', { name: 'Pedidos' });
  await expect(list.getByRole('link')).toHaveText([placed.number]);
  await checkLayout(support, 'pedidos-lista', testInfo);
  await list.getByRole('link', { name: placed.number }).click();
  await expect(support.getByText('Aguardando pagamento').first()).toBeVisible();
  await checkLayout(support, 'pedidos-pedido', testInfo);

  // Support confirms nothing by hand: the customer pays at the provider's test bank, and its
  // signed notification makes the pedido Pago.
  const { data } = await graphql<{ request: { payLink: { url: string; label: string } | null } }>(
    'query ($id: ID!) { request(id: $id) { payLink { url label } } }',
    { id: placed.id },
    token,
  );
  expect(data?.request.payLink?.label).toBe('Pagar no banco de testes');
  const bank = await context.newPage();
  await bank.goto(data?.request.payLink?.url ?? '');
  await bank.getByRole('button', { name: 'Simular pagamento' }).click();
  // The bank's answer, before its tab closes: closing at once could cancel the payment's post.
  await expect(bank.getByRole('status')).toHaveText('Pagamento confirmado: a loja foi avisada.');
  await bank.close();
  await expect(async () => {
    await support.reload();
    await expect(support.getByRole('button', { name: 'Enviar' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: allow(10_000) });
  const code = support.getByLabel('Código de rastreio');
  await code.fill('QB123456780BR');
  await support.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    support.getByText('Informe um código de rastreio válido dos Correios, como QB123456785BR.'),
  ).toBeVisible();
  await expect(code).toHaveValue('QB123456780BR');
  await code.fill('QB123456785BR');
  await support.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    support.getByRole('status').filter({ hasText: `Pedido ${placed.number}: Enviado.` }),
  ).toBeVisible();
  await expect(support.getByRole('button', { name: 'Marcar como entregue' })).toBeVisible();

  // The customer follows it in the painel, without a rebuild.
  await page.goto('/painel?aba=pedidos');
  await page.getByRole('button', { name: `Ver itens do pedido ${placed.number}` }).click();
  const entry = page.getByRole('listitem').filter({ hasText: placed.number }).first();
  await expect(entry).toContainText('Enviado');
  await expect(entry.getByRole('link', { name: /QB123456785BR/ })).toHaveAttribute(
    'href',
    'https://rastreamento.correios.com.br/app/index.php?objetos=QB123456785BR',
  );
  await expect(entry.getByRole('listitem').filter({ hasText: 'Pagamento aprovado' })).toHaveCount(
    1,
  );
  const notice = await mailArriving(customer.email, 'Seu pedido foi enviado', 0);
  expect(notice.subject).toBe(`Seu pedido foi enviado: ${placed.number}`);
  expect(notice.text).toContain('QB123456785BR');
  expect(notice.text).toContain('/painel?aba=pedidos');
  expect(notice.text).not.toContain('Avenida Paulista');

  await expectLogged(
    browser,
    'Pedidos',
    `Moveu o pedido ${placed.number} de "Pago" para "Enviado".`,
  );
  await support.context().close();
});
