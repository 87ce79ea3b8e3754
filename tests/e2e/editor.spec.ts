/**
 * The rich-text editor end to end: loaded only when shown, named for
 * assistive technology, usable by keyboard, its sizes and palette, the link, video and
 * image rules, and a draft that survives a failed submission and a reload.
 *
 * Checks that only open the form use the demo customer (nothing is sent); the draft check
 * sends a comment, so it uses a customer of its own.
 */
import type { Page } from '@playwright/test';
import { graphqlUrl, mockApiUrl } from './env.ts';
import { expect, test } from './fixtures.ts';
import { TICKETS_TAB, isOperation, openTicketThroughApi, richText } from './tickets-helpers.ts';
import { logInAsDemo, logInFresh } from './painel-helpers.ts';

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Formatação do texto' });

/** Opens the new-ticket form of the demo customer and answers its description editor. */
async function openDescription(page: Page) {
  await page.goto(TICKETS_TAB);
  await page.getByRole('button', { name: 'Novo ticket' }).click();
  const description = richText(page, 'Descrição');
  await description.click();
  return description;
}

test.describe('the editor in the new-ticket form', () => {
  test.beforeEach(async ({ context }) => {
    await logInAsDemo(context);
  });

  test('loads Quill only once it is shown', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(TICKETS_TAB);
    await expect(page.getByRole('tab', { name: /^Todos \(\d+\)$/ })).toBeVisible();
    expect(scripts.filter((url) => url.includes('quill'))).toEqual([]);

    await page.getByRole('button', { name: 'Novo ticket' }).click();
    await expect(richText(page, 'Descrição')).toBeVisible();
    expect(scripts.filter((url) => url.includes('quill'))).not.toEqual([]);
  });

  test('is a named multi-line text box with a toolbar named in pt-BR', async ({ page }) => {
    const description = await openDescription(page);
    await expect(description).toHaveAttribute('aria-multiline', 'true');
    await expect(description).toHaveAccessibleDescription(/Esc sai do editor/);

    const controls = toolbar(page).getByRole('button');
    const names = await controls.evaluateAll((elements) =>
      elements
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => element.getAttribute('aria-label') ?? ''),
    );
    expect(names.filter((name) => name.trim() === '')).toEqual([]);
    for (const name of [
      'Título 1',
      'Título 2',
      'Fonte',
      'Tamanho do texto',
      'Negrito (Ctrl+B)',
      'Itálico (Ctrl+I)',
      'Sublinhado (Ctrl+U)',
      'Tachado',
      'Cor do texto',
      'Cor de fundo',
      'Lista numerada',
      'Lista com marcadores',
      'Alinhamento',
      'Citação',
      'Bloco de código',
      'Link (Ctrl+K)',
      'Imagem',
      'Vídeo do YouTube ou Vimeo',
      'Limpar formatação',
    ]) {
      await expect(toolbar(page).getByRole('button', { name, exact: true })).toHaveCount(1);
    }
  });

  test('offers its sizes, fonts, alignments and 35 colours, by keyboard', async ({ page }) => {
    const description = await openDescription(page);

    const size = toolbar(page).getByRole('button', { name: 'Tamanho do texto' });
    await size.focus();
    await page.keyboard.press('Space');
    await expect(size).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Pequeno', 'Normal', 'Grande', 'Enorme']) {
      await expect(toolbar(page).getByRole('button', { name, exact: true })).toBeVisible();
    }
    await toolbar(page).getByRole('button', { name: 'Enorme' }).press('Enter');
    await description.click();
    await page.keyboard.type('Grandão');
    await expect(description.getByText('Grandão')).toHaveCSS('font-size', '32px');

    const colour = toolbar(page).getByRole('button', { name: 'Cor do texto' });
    await colour.click();
    const palette = page.locator(`#${await colour.getAttribute('aria-controls')}`);
    await expect(palette.getByRole('button')).toHaveCount(35);
    await expect(palette.getByRole('button', { name: 'Vermelho', exact: true })).toBeVisible();
    await colour.click();

    const font = toolbar(page).getByRole('button', { name: 'Fonte' });
    await font.click();
    const fonts = page.locator(`#${await font.getAttribute('aria-controls')}`);
    const fontNames = await fonts
      .getByRole('button')
      .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect(fontNames).toEqual(['Padrão', 'Serifada', 'Monoespaçada']);
    await font.click();

    const align = toolbar(page).getByRole('button', { name: 'Alinhamento' });
    await align.click();
    const alignments = page.locator(`#${await align.getAttribute('aria-controls')}`);
    await expect(alignments.getByRole('button')).toHaveCount(4);
    await expect(alignments.getByRole('button', { name: 'Justificar', exact: true })).toBeVisible();
  });

  test('Tab leaves the text, indents two spaces in a code block; Escape leaves from anywhere', async ({
    page,
  }) => {
    const description = await openDescription(page);
    await page.keyboard.type('texto');
    await page.keyboard.press('Tab');
    await expect(description).not.toBeFocused();
    await expect(description).toHaveText('texto');

    await description.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await toolbar(page).getByRole('button', { name: 'Bloco de código' }).click();
    await page.keyboard.type('if (ok) {');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('run();');
    await expect(description).toBeFocused();
    // Exactly two spaces (matchers would collapse them): read the text itself.
    expect(await description.evaluate((element) => element.textContent)).toContain('{  run();');

    await page.keyboard.press('Escape');
    await expect(description).not.toBeFocused();
    await expect(
      page.getByRole('combobox', { name: 'Pedido relacionado (opcional)' }),
    ).toBeFocused();
  });

  test('keeps only http, https, mailto and tel links', async ({ page }) => {
    const description = await openDescription(page);
    await page.keyboard.type('clique');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('ControlOrMeta+k');
    const address = page.getByRole('textbox', { name: 'Endereço do link' });
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Este link não é aceito' }),
    ).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(description.getByRole('link')).toHaveCount(0);

    await address.fill('mailto:suporte@exemplo.com.br');
    await address.press('Enter');
    await expect(description.getByRole('link', { name: 'clique' })).toHaveAttribute(
      'href',
      'mailto:suporte@exemplo.com.br',
    );
  });

  test('rewrites YouTube and Vimeo links to their players and refuses other sites', async ({
    page,
  }) => {
    // The players would load from the internet: answer them here.
    await page.route(/youtube\.com|vimeo\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
    );
    await openDescription(page);
    const video = toolbar(page).getByRole('button', { name: 'Vídeo do YouTube ou Vimeo' });
    const address = page.getByRole('textbox', { name: 'Link do vídeo (YouTube ou Vimeo)' });

    await video.click();
    await address.fill('https://evil.example/video.mp4');
    await address.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Use o link de um vídeo do YouTube ou do Vimeo.' }),
    ).toBeVisible();

    await address.fill('https://youtu.be/dQw4w9WgXcQ');
    await address.press('Enter');
    await video.click();
    await address.fill('https://vimeo.com/76979871');
    await address.press('Enter');
    const players = await page
      .locator('iframe')
      .evaluateAll((frames) => frames.map((frame) => frame.getAttribute('src')));
    expect(players.sort()).toEqual([
      'https://player.vimeo.com/video/76979871',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]);
  });

  test('picks png, gif, jpeg, bmp and x-icon images', async ({ page }) => {
    const description = await openDescription(page);
    const chooser = page.waitForEvent('filechooser');
    await toolbar(page).getByRole('button', { name: 'Imagem' }).click();
    const fileChooser = await chooser;
    expect(await fileChooser.element().getAttribute('accept')).toBe(
      'image/png, image/gif, image/jpeg, image/bmp, image/x-icon',
    );
    const onePixelGif = Buffer.from(
      'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
      'base64',
    );
    await fileChooser.setFiles({ name: 'ponto.gif', mimeType: 'image/gif', buffer: onePixelGif });
    await expect(description.getByRole('img')).toHaveAttribute('src', /^data:image\/gif;base64,/);
  });

  test('keeps pasted photos from the site and the API only, as the page policy does', async ({
    page,
  }) => {
    const description = await openDescription(page);
    const photo = `${mockApiUrl}/files/products/1/1.svg`;
    const html = [
      `<img src="${photo}" alt="produto">`,
      '<img src="https://evil.example/pixel.gif" alt="rastreador">',
      '<img src="//evil.example/foto.png" alt="relativa ao protocolo">',
      // On the site, but not a photo: shown in the back office it would be a request there.
      '<img src="/favicon.svg" alt="ícone">',
      '<img src="/pre-visualizar/produtos/1?v=1" alt="prévia">',
    ].join('');
    await description.evaluate((element, pasted) => {
      const clipboardData = new DataTransfer();
      clipboardData.setData('text/html', `<p>Fotos:</p>${pasted}`);
      clipboardData.setData('text/plain', 'Fotos:');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
      );
    }, html);
    await expect(description).toContainText('Fotos:');
    // The kept ones load (the fixture also fails the test on any policy violation).
    await expect
      .poll(() =>
        description
          .locator('img')
          .evaluateAll((images) =>
            images.map((image) => [
              image.getAttribute('src'),
              (image as HTMLImageElement).naturalWidth > 0,
            ]),
          ),
      )
      .toEqual([[photo, true]]);
  });
});

test('a comment draft survives a failed submission and a reload, and goes once sent', async ({
  page,
  context,
}) => {
  const { token } = await logInFresh(context, 'Tickets');
  const ticketId = await openTicketThroughApi(token);
  await page.goto(`/painel/ticket/${ticketId}`);
  const box = richText(page, 'Comentário');
  await box.click();
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('Rascunho importante');

  await page.route(graphqlUrl, (route) =>
    isOperation(route.request(), 'AddTicketComment')
      ? route.fulfill({ status: 500, contentType: 'text/plain', body: 'erro' })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Comentar' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'temporariamente indisponível' }),
  ).toBeVisible();
  await expect(box.locator('strong')).toHaveText('Rascunho importante');

  await page.unroute(graphqlUrl);
  await page.reload();
  await expect(richText(page, 'Comentário').locator('strong')).toHaveText('Rascunho importante');

  await page.getByRole('button', { name: 'Comentar' }).click();
  await expect(page.getByRole('status')).toHaveText('Comentário enviado.');
  await page.reload();
  await expect(page.getByRole('article', { name: 'Comentário de Você' })).toContainText(
    'Rascunho importante',
  );
  await expect(richText(page, 'Comentário')).toHaveText('');
});
