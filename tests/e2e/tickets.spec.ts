/**
 * Support tickets end to end: the status tabs and their counts, opening a ticket
 * with formatted text, commenting, the closed ticket, stored rich text rendered inert, the
 * 404 of foreign and unknown tickets, and a failed list load that recovers.
 *
 * Read-only checks use the demo customer (whose seed the counts come from); everything that
 * changes data uses a customer registered by the test itself.
 */
import type { Locator, Page } from '@playwright/test';
import { graphqlUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import {
  TICKETS_TAB,
  addCommentThroughApi,
  isOperation,
  openTicketThroughApi,
  richText,
} from './tickets-helpers.ts';
import { logInAsDemo, logInFresh } from './painel-helpers.ts';

const DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/;

const statusTabs = (page: Page) => page.getByRole('tablist', { name: 'Situação dos tickets' });

/** Subjects listed in the selected status tab, in order. */
/** The subjects a tab's panel lists, in order (a retrying locator: the tab loads its list). */
function listedSubjects(page: Page, tab: RegExp): Locator {
  return page
    .getByRole('tabpanel', { name: tab })
    .getByRole('listitem')
    .getByRole('heading', { level: 3 });
}

test.describe("the demo customer's tickets", () => {
  test.beforeEach(async ({ context }) => {
    await logInAsDemo(context);
  });

  test('each status tab shows only its tickets, most recent activity first, with the seed counts', async ({
    page,
    problems,
  }) => {
    await page.goto(TICKETS_TAB);
    const expected: [RegExp, string, string[]][] = [
      [
        /^Todos/,
        'Todos (5)',
        [
          'Orçamento para 10 estações de trabalho',
          'Notebook não liga depois da atualização do sistema',
          'Instalação da rede Wi-Fi no escritório',
          'Tecla do teclado mecânico falhando',
          'Segunda via da nota fiscal',
        ],
      ],
      [
        /^Abertos/,
        'Abertos (2)',
        [
          'Orçamento para 10 estações de trabalho',
          'Notebook não liga depois da atualização do sistema',
        ],
      ],
      [/^Em andamento/, 'Em andamento (1)', ['Instalação da rede Wi-Fi no escritório']],
      [/^Fechados/, 'Fechados (1)', ['Segunda via da nota fiscal']],
      [/^Resolvidos/, 'Resolvidos (1)', ['Tecla do teclado mecânico falhando']],
    ];
    for (const [name, accessibleName, subjects] of expected) {
      const tab = statusTabs(page).getByRole('tab', { name });
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(tab).toHaveAccessibleName(accessibleName);
      await expect(listedSubjects(page, name)).toHaveText(subjects);
    }

    // A card: subject linking to its page, status, and both dates in the shop's format.
    await statusTabs(page)
      .getByRole('tab', { name: /^Todos/ })
      .click();
    const card = page.getByRole('listitem').filter({ hasText: 'Orçamento para 10 estações' });
    await expect(card.getByRole('link')).toHaveAttribute('href', '/painel/ticket/5');
    await expect(card).toContainText('Aberto');
    await expect(card).toContainText('Aberto em18/11/2026 16:20:00');
    await expect(card.locator('time')).toHaveText([DATE_TIME, DATE_TIME]);
    expect(problems).toEqual([]);
  });

  test('the status tab is in the address: a reload keeps it', async ({ page }) => {
    await page.goto(TICKETS_TAB);
    await statusTabs(page)
      .getByRole('tab', { name: /^Fechados/ })
      .click();
    await expect(page).toHaveURL(/situacao=fechados/);
    await page.reload();
    await expect(statusTabs(page).getByRole('tab', { name: /^Fechados/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(listedSubjects(page, /^Fechados/)).toHaveText(['Segunda via da nota fiscal']);
  });

  test('the closed ticket shows its thread and says plainly it takes no comments', async ({
    page,
    problems,
  }) => {
    await page.goto('/painel/ticket/3');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Segunda via da nota fiscal' }),
    ).toBeVisible();
    await expect(page.getByText('Fechado', { exact: true })).toBeVisible();
    const comments = page.getByRole('article', { name: /^Comentário de/ });
    await expect(comments).toHaveCount(2);
    await expect(comments.nth(0)).toContainText('Enviamos a segunda via');
    await expect(comments.nth(0)).toContainText('Equipe Vértice');
    await expect(comments.nth(1)).toContainText('Recebi, obrigado!');
    await expect(comments.nth(1)).toHaveAccessibleName('Comentário de Você');
    await expect(comments.locator('time')).toHaveText([
      '20/05/2026 13:25:00',
      '20/05/2026 16:02:00',
    ]);

    await expect(
      page.getByText('Este ticket está fechado e não aceita novos comentários.'),
    ).toBeVisible();
    await expect(richText(page, 'Comentário')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Comentar' })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  for (const id of ['6', '999999']) {
    test(`the page of ticket ${id} (another customer's, or none) is the 404 page`, async ({
      page,
    }) => {
      await page.goto(`/painel/ticket/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expect(page.getByText(`Page Not Found: /painel/ticket/${id}`)).toBeVisible();
      await expect(page).toHaveTitle(/^Página não encontrada/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.getByRole('link', { name: 'Voltar para a página inicial' })).toBeVisible();
      await expect(page.getByText('Monitor com pixel apagado')).toHaveCount(0);
    });
  }

  test('a failed list load says so where the list would be, and Tentar novamente recovers', async ({
    page,
  }) => {
    // Both attempts of the first load fail (the client retries a query once).
    let failures = 2;
    await page.route(graphqlUrl, async (route) => {
      if (failures > 0 && isOperation(route.request(), 'TicketList')) {
        failures -= 1;
        await route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503</h1>' });
        return;
      }
      await route.fallback();
    });
    await page.goto(TICKETS_TAB);
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Não foi possível carregar os tickets.' });
    await expect(alert).toContainText('O serviço está temporariamente indisponível.');
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(listedSubjects(page, /^Todos/)).toHaveCount(5);
    await expect(alert).toHaveCount(0);
  });
});

test.describe('a customer with tickets of their own', () => {
  test('opens a ticket with text formatted by shortcuts and the toolbar, and sees it formatted', async ({
    page,
    context,
  }) => {
    await logInFresh(context, 'Tickets');
    await page.goto(TICKETS_TAB);
    await expect(page.getByRole('tabpanel', { name: /^Todos/ })).toContainText(
      'Você ainda não abriu nenhum ticket',
    );
    await page.getByRole('button', { name: 'Novo ticket' }).click();

    // Nothing typed: both required fields say what they need.
    await page.getByRole('button', { name: 'Abrir ticket' }).click();
    await expect(page.getByText('Informe o assunto com pelo menos 3 caracteres.')).toBeVisible();
    await expect(page.getByText('Descreva o problema ou a solicitação.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Assunto' }).fill('Cabo HDMI com mau contato');
    const description = richText(page, 'Descrição');
    await description.click();
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('Importante:');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' a imagem pisca.');
    await page.keyboard.press('Enter');
    // Quill turns "- " at the start of a line into a bulleted list.
    await page.keyboard.type('- troquei a porta');
    await page.keyboard.press('Enter');
    await page.keyboard.type('testei outro monitor');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Manual');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('button', { name: 'Link (Ctrl+K)' }).click();
    const address = page.getByRole('textbox', { name: 'Endereço do link' });
    await address.fill('https://exemplo.com.br/manual');
    await address.press('Enter');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Lista numerada' }).click();
    await page.keyboard.type('primeiro passo');

    await page.getByRole('button', { name: 'Abrir ticket' }).click();
    await expect(page).toHaveURL(/\/painel\/ticket\/\d+$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cabo HDMI com mau contato' }),
    ).toBeVisible();
    const shown = page.getByRole('region', { name: 'Descrição' });
    await expect(shown.locator('strong')).toHaveText('Importante:');
    await expect(shown.getByRole('listitem')).toHaveText([
      'troquei a porta',
      'testei outro monitor',
      'primeiro passo',
    ]);
    const link = shown.getByRole('link', { name: 'Manual' });
    await expect(link).toHaveAttribute('href', 'https://exemplo.com.br/manual');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(page.getByText('Aberto', { exact: true })).toBeVisible();

    // The draft is gone with the ticket sent, and the list counts it.
    await page.goto(TICKETS_TAB);
    await expect(statusTabs(page).getByRole('tab', { name: /^Abertos/ })).toHaveAccessibleName(
      'Abertos (1)',
    );
    await page.getByRole('button', { name: 'Novo ticket' }).click();
    await expect(page.getByRole('textbox', { name: 'Assunto' })).toHaveValue('');
  });

  test('adds a comment, shown last with its author and date', async ({ page, context }) => {
    const { token } = await logInFresh(context, 'Tickets');
    const ticketId = await openTicketThroughApi(token);
    await page.goto(`/painel/ticket/${ticketId}`);

    const box = richText(page, 'Comentário');
    await box.click();
    await page.keyboard.type('Segue o número de série: ABC-123.');
    await page.getByRole('button', { name: 'Comentar' }).click();

    await expect(page.getByRole('status')).toHaveText('Comentário enviado.');
    const comment = page.getByRole('article', { name: 'Comentário de Você' });
    await expect(comment).toContainText('Segue o número de série: ABC-123.');
    await expect(comment.locator('time')).toHaveText(DATE_TIME);
    await expect(box).toHaveText('');
    await page.reload();
    await expect(page.getByRole('article', { name: 'Comentário de Você' })).toHaveCount(1);
    await expect(richText(page, 'Comentário')).toHaveText('');
  });
});

test.describe('hostile rich text', () => {
  // Parsing it to sanitize it makes Chromium check its event-handler attributes against the
  // page's policy, which refuses them: the only violations these pages may report.
  test.use({ cspViolations: 'expected' });

  test('a stored comment with a script, an onerror image, a javascript: link, a foreign iframe and a foreign image renders inert', async ({
    page,
    context,
    problems,
  }) => {
    const { token } = await logInFresh(context, 'Tickets');
    const ticketId = await openTicketThroughApi(token);
    await addCommentThroughApi(
      token,
      ticketId,
      '<p>Veja <a href="javascript:window.__xss=1">este link</a> e ' +
        '<a href="JaVaScRiPt:window.__xss=2">este</a>.</p>' +
        '<script>window.__xss = 3</script>' +
        '<img src="/files/x" onerror="window.__xss=4;alert(4)">' +
        '<img src="https://evil.example/pixel.gif" alt="rastreador">' +
        '<iframe src="https://evil.example/phish"></iframe>' +
        '<svg onload="window.__xss=5"></svg>' +
        '<p onclick="window.__xss=6">fim</p>',
    );
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('evil.example')) foreign.push(request.url());
    });

    await page.goto(`/painel/ticket/${ticketId}`);
    const comment = page.getByRole('article', { name: 'Comentário de Você' });
    await expect(comment).toContainText('fim');

    await expect(page.locator('[onerror], [onload], [onclick]')).toHaveCount(0);
    await expect(comment.locator('script, svg')).toHaveCount(0);
    // The onerror image stays, harmless, as a photo path; the foreign one (a tracking pixel) goes.
    await expect(comment.locator('img')).toHaveAttribute(
      'src',
      new URL('/files/x', page.url()).href,
    );
    const frames = await page
      .locator('iframe')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('src') ?? ''));
    expect(
      frames.filter(
        (src) => !/^https:\/\/(www\.youtube(-nocookie)?\.com|player\.vimeo\.com)\//.test(src),
      ),
    ).toEqual([]);
    const hrefs = await comment
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([null, null]);
    // What a reader would click does nothing either.
    await comment.getByText('este link').click();
    await comment.getByText('fim').click();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(foreign).toEqual([]);
    const violations = problems.filter((problem) => problem.startsWith('CSP violation'));
    expect(
      violations.filter(
        (line) => !line.startsWith('CSP violation: script-src-attr blocked inline'),
      ),
    ).toEqual([]);
  });
});
