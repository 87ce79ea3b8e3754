/**
 * `Avise-me quando chegar` (contract §14) across the shop and the back office: a shopper who is
 * not logged in asks on an out-of-stock product (a bad e-mail first, kept and said in pt-BR), a
 * logged-in customer finds their e-mail filled in, the editor sees both requests in `Avise-me`,
 * raises the stock and publishes, each request gets exactly one notice in the outbox, and the
 * notice's link cancels (twice harmlessly). Every new state passes axe and fits 375 px.
 */
import type { Page, TestInfo } from '@playwright/test';
import { axeViolations } from './a11y-helpers.ts';
import { backofficeUrl, siteUrl } from './env.ts';
import { mailArriving, mailsTo } from './mailbox.ts';
import type { ReceivedMail } from './mailbox.ts';
import { NOTICE_DISMISSED_KEY, expect, test } from './fixtures.ts';
import { logInFresh } from './painel-helpers.ts';
import { loginToBackoffice, staffGraphql } from './staff-helpers.ts';
import { allow } from '../support/time-allowance.ts';

/** No other spec reads this product; this one empties its stock before it starts. */
const PRODUCT = '41';
const FORM = 'Avise-me quando chegar';

/**
 * Axe at 1280 and 375 px, nothing of `within` (a CSS selector; the whole page by default)
 * sticking out sideways at either width, and a screenshot at each width.
 */
async function checkLayout(
  page: Page,
  name: string,
  testInfo: TestInfo,
  within = 'body',
): Promise<void> {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const sticking = await page.evaluate((root) => {
      const limit = document.documentElement.clientWidth;
      return [...document.querySelectorAll(`${root} *`)]
        .filter((element) => element.getBoundingClientRect().right > limit + 0.5)
        .filter((element) => !element.closest('[role="region"]'))
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
    }, within);
    expect(sticking, `${name} scrolls sideways at ${width} px`).toEqual([]);
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The `Produto disponível` notices `to` got since `since` (ms). */
async function notices(to: string, since: number): Promise<ReceivedMail[]> {
  return (await mailsTo(to)).filter(
    (mail) => mail.subject.startsWith('Produto disponível') && Date.parse(mail.date) >= since,
  );
}

async function setStock(quantity: number): Promise<string> {
  const answer = await staffGraphql<{ updateProduct: { name: string } }>(
    'editor',
    'mutation ($id: ID!, $quantity: Int!) { updateProduct(id: $id, input: { quantity: $quantity }) { name } }',
    { id: PRODUCT, quantity },
  );
  if (!answer.data) throw new Error(`updateProduct failed: ${JSON.stringify(answer.errors)}`);
  return answer.data.updateProduct.name;
}

/** The product page once its live stock says `Esgotado` and the form has loaded. */
async function openOutOfStock(page: Page) {
  await page.goto(`/produtos/${PRODUCT}`);
  const form = page.getByRole('region', { name: FORM });
  await expect(form).toBeVisible();
  await expect(page.getByRole('main').getByText('Esgotado', { exact: true })).toBeVisible();
  return form;
}

test('shoppers ask to be told, the editor restocks, each gets one notice and can cancel', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(allow(120_000));
  const started = Date.now();
  const name = await setStock(0);
  const stamp = `${Date.now()}-${testInfo.workerIndex}`;
  const shopperEmail = `avise-${stamp}@exemplo.com.br`;

  // A shopper who is not logged in: a bad e-mail is said and kept, then the request is taken.
  const form = await openOutOfStock(page);
  await expect(form.getByText('guardado até o aviso ser enviado')).toBeVisible();
  const email = form.getByRole('textbox', { name: 'E-mail' });
  await expect(email).toHaveValue('');
  await checkLayout(page, 'stock-alert-form', testInfo);
  await email.fill('avise@');
  await form.getByRole('button', { name: FORM }).click();
  await expect(email).toHaveAccessibleDescription(
    'Informe um e-mail válido, como nome@exemplo.com.br.',
  );
  await expect(email).toHaveValue('avise@');
  await expect(email).toBeFocused();
  await checkLayout(page, 'stock-alert-error', testInfo);
  await email.fill(shopperEmail);
  await form.getByRole('button', { name: FORM }).click();
  await expect(form.getByRole('status')).toHaveText(
    `Pronto! Quando ${name} voltar ao estoque, enviaremos um único aviso para ${shopperEmail}.`,
  );
  await checkLayout(page, 'stock-alert-confirmation', testInfo);

  // A logged-in customer finds their e-mail there, still editable.
  const customerContext = await browser.newContext();
  await customerContext.addInitScript(
    (key) => sessionStorage.setItem(key, '1'),
    NOTICE_DISMISSED_KEY,
  );
  const { customer } = await logInFresh(customerContext, 'Aviso');
  const customerPage = await customerContext.newPage();
  const customerForm = await openOutOfStock(customerPage);
  const customerEmail = customerForm.getByRole('textbox', { name: 'E-mail' });
  await expect(customerEmail).toHaveValue(customer.email);
  await expect(customerEmail).toBeEditable();
  await customerForm.getByRole('button', { name: FORM }).click();
  await expect(customerForm.getByRole('status')).toContainText(customer.email.toLowerCase());
  await customerContext.close();

  // The editor sees both requests waiting, raises the stock and publishes.
  const editor = await (await browser.newContext()).newPage();
  await loginToBackoffice(editor, 'editor');
  await editor.goto(`${backofficeUrl}/produtos/editar?id=${PRODUCT}`);
  const section = editor.getByRole('region', { name: 'Avise-me' });
  await expect(section.getByRole('status')).toHaveText('2 pedidos de aviso aguardando.');
  const requests = section.getByRole('region', { name: 'Pedidos de aviso' });
  await expect(requests.getByRole('row', { name: new RegExp(shopperEmail) })).toContainText(
    'Aguardando',
  );
  // The section this feature adds (the rest of the form is the product editor's own).
  await checkLayout(
    editor,
    'stock-alert-backoffice',
    testInfo,
    'section[aria-labelledby="avise-me"]',
  );
  await editor.getByLabel('Estoque').fill('5');
  await editor.getByRole('button', { name: 'Publicar' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Publicado' })).toBeVisible();
  await expect(section.getByRole('status')).toHaveText('Ninguém aguardando aviso.');
  await expect(requests.getByRole('row', { name: new RegExp(shopperEmail) })).toContainText(
    'Avisado',
  );

  // Exactly one notice per request, naming the product, linking to it and to the cancel page.
  for (const address of [shopperEmail, customer.email.toLowerCase()]) {
    await mailArriving(address, 'Produto disponível', started);
    const got = await notices(address, started);
    expect(got).toHaveLength(1);
    expect(got[0]?.subject).toBe(`Produto disponível: ${name}`);
    expect(got[0]?.text).toContain(`Ver o produto: ${siteUrl}/produtos/${PRODUCT}\n`);
  }
  const link = /(http\S+\/avise-me\/cancelar\?token=[0-9a-f]+)/.exec(
    (await notices(shopperEmail, started))[0]?.text ?? '',
  )?.[1];
  expect(link).toBeDefined();

  // The link cancels; opening it again says the same.
  for (let visit = 0; visit < 2; visit += 1) {
    await page.goto(link ?? '');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancelar aviso de estoque');
    await expect(page.getByRole('status')).toHaveText(
      `Pronto: o pedido de aviso de ${name} foi cancelado. Você não receberá mais e-mails sobre ele.`,
    );
  }
  await checkLayout(page, 'stock-alert-cancelled', testInfo);
  await editor.reload();
  await expect(requests.getByRole('row', { name: new RegExp(shopperEmail) })).toContainText(
    'Cancelado',
  );
  await editor.context().close();

  // A link cut short is said in pt-BR.
  await page.goto('/avise-me/cancelar?token=abc');
  await expect(page.getByRole('alert')).toContainText('Este link de cancelamento não vale');
  await checkLayout(page, 'stock-alert-cancel-error', testInfo);
  expect(await notices(shopperEmail, started)).toHaveLength(1);
  // The seed's stock again, for whatever reads the catalogue after this spec.
  await setStock(3);
});
