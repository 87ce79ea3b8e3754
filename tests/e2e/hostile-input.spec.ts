/**
 * The hostile input corpus (tests/security/hostile-inputs.ts) through every free-text field,
 * checked on the page that shows it: ticket subject and description, comments,
 * profile fields, the catalogue search box and the login e-mail. On every page: no payload
 * ran (`__pwned` is a recorder here, and no dialog opened), no console error or failed
 * request (`problems`), the value shows as text (trimmed as the API stores it), the page
 * does not get wider than the window at 375 and 1280 px, and what a form or the API refuses
 * is said in pt-BR with the typed value kept.
 *
 * The whole corpus goes in through the API, several values per page load (the ticket list,
 * one ticket with a comment per payload, four profile fields at a time); the forms get a
 * representative subset typed or pasted, since there the form itself is what is tested.
 */
import type { Locator, Page } from '@playwright/test';
import { EXECUTION_FLAG, HOSTILE_INPUTS, fitTo, hostileInput } from '../security/hostile-inputs.ts';
import type { HostileInput } from '../security/hostile-inputs.ts';
import { unsafeMarkup } from '../security/inert-markup.ts';
import { graphqlUrl } from './env.ts';
import { test as base, expect } from './fixtures.ts';
import { asCustomer, logInFresh, profileTab } from './painel-helpers.ts';
import { graphql } from './session-helpers.ts';
import {
  TICKETS_TAB,
  addCommentThroughApi,
  openTicketThroughApi,
  richText,
} from './tickets-helpers.ts';
import { allow } from '../support/time-allowance.ts';

/** The API's limits (mocks/schema.graphql) the values are fitted to. */
const LIMITS = { subject: 120, name: 120, address: 200, city: 100, country: 60, search: 100 };

interface Attempts {
  /** Ids the executing payloads reported through `__pwned`, from any page or frame. */
  readonly executed: string[];
  /** Every alert, confirm or prompt that opened. */
  readonly dialogs: string[];
}

const test = base.extend<{ attempts: Attempts }>({
  attempts: async ({ page }, use) => {
    const attempts: Attempts = { executed: [], dialogs: [] };
    await page.exposeFunction(EXECUTION_FLAG, (id: unknown) => attempts.executed.push(String(id)));
    page.on('dialog', (dialog) => {
      attempts.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await use(attempts);
  },
});

test.describe.configure({ mode: 'parallel' });

/**
 * Chromium's reports of what the policy refused while hostile HTML was parsed off the page:
 * DOMPurify (and Quill, on paste) parse into a DOMParser document, which shares the page's
 * Content-Security-Policy, and Chromium checks inline handlers, `<style>` and `<base>` as they
 * are parsed, although such a document never runs or applies them. Nothing of it reaches the
 * page (`expectInert`) and nothing runs (`attempts`); these lines are the policy refusing
 * what the payloads carry, so the specs that show hostile markup accept them and only them.
 */
const INERT_PARSE_REPORTS = [
  /^CSP violation: script-src-attr blocked inline \(/,
  /^CSP violation: style-src-elem blocked inline \(/,
  /^CSP violation: base-uri blocked https:\/\/evil\.example\/ \(/,
  /^console error: Executing inline event handler violates the following Content Security Policy directive 'script-src /,
  /^console error: Applying inline style violates the following Content Security Policy directive 'style-src /,
  /^console error: Setting the document's base URI to 'https:\/\/evil\.example\/' violates /,
];

/** Nothing ran, nothing was logged as an error, nothing failed to load, but `expected`. */
function expectNothingRan(
  attempts: Attempts,
  problems: string[],
  { expected = [], hostileMarkup = false }: { expected?: string[]; hostileMarkup?: boolean } = {},
) {
  expect(attempts.executed, 'payloads that ran').toEqual([]);
  expect(attempts.dialogs, 'dialogs that opened').toEqual([]);
  const unexpected = problems.filter(
    (line) => !(hostileMarkup && INERT_PARSE_REPORTS.some((report) => report.test(line))),
  );
  expect(unexpected.sort()).toEqual([...expected].sort());
}

/** The page is no wider than the window, by default on a phone and on a desktop: text wraps. */
async function expectNoSidewaysScroll(page: Page, widths = [375, 1280]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return [];
      const culprits = [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
        .slice(-3)
        .map((element) => `${element.localName}.${element.className}`);
      return [`scrollWidth ${root.scrollWidth} > clientWidth ${root.clientWidth}`, ...culprits];
    });
    expect(overflow, `sideways scroll at ${width}px`).toEqual([]);
  }
}

/** Problems of the sanitized rich text inside each of `regions` (see inert-markup.ts). */
async function expectInert(regions: Locator) {
  for (const region of await regions.all()) {
    expect(await region.evaluate(unsafeMarkup)).toEqual([]);
  }
}

/** The GraphQL error messages of an operation expected to fail (anonymous without `token`). */
async function apiErrors(token: string | null, query: string, variables: Record<string, unknown>) {
  const { errors = [] } = await graphql(query, variables, token);
  return errors.flatMap(
    (error) => error.extensions?.fields?.map((field) => field.message) ?? [error.message],
  );
}

/** Pastes into a rich-text editor as the clipboard would deliver it (`text/plain`, `text/html`). */
async function paste(editor: Locator, data: Record<string, string>) {
  await editor.click();
  await editor.evaluate((element, entries) => {
    const clipboardData = new DataTransfer();
    for (const [type, value] of Object.entries(entries)) clipboardData.setData(type, value);
    element.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }),
    );
  }, data);
}

/** The text of an element exactly as stored in the DOM (no whitespace normalisation). */
const textOf = (locator: Locator) => locator.evaluate((element) => element.textContent);

/** The header's "Conectado como {first name}" item. */
const signedInAs = (page: Page) =>
  page.getByRole('banner').getByRole('listitem').filter({ hasText: 'Conectado como' });

const OPEN_TICKET = 'mutation ($input: OpenTicketInput!) { openTicket(input: $input) { id } }';
const UPDATE_PROFILE =
  'mutation ($input: UpdateCustomerInput!) { updateCostumer(input: $input) { name address city country } }';

test.describe('tickets', () => {
  test('every payload as a subject (API) shows as text in the list and on its page', async ({
    page,
    context,
    problems,
    attempts,
  }) => {
    const { token } = await logInFresh(context, 'Hostil');
    const subjects = HOSTILE_INPUTS.map(({ value }) => fitTo(value, LIMITS.subject));
    const ids = await Promise.all(
      subjects.map((subject) => openTicketThroughApi(token, subject, '<p>Descrição</p>')),
    );
    // Too long for the API: refused in pt-BR, nothing stored.
    expect(
      await apiErrors(token, OPEN_TICKET, {
        input: { subject: hostileInput('long-word').value, description: '<p>x</p>' },
      }),
    ).toEqual(['O assunto deve ter no máximo 120 caracteres.']);

    await page.goto(TICKETS_TAB);
    const links = page.getByRole('tabpanel').locator('a[href^="/painel/ticket/"]');
    await expect(links).toHaveCount(subjects.length);
    const shown = await links.evaluateAll((elements) =>
      elements.map((link) => [link.getAttribute('href'), link.textContent, link.children.length]),
    );
    const stored = ids.map((id, index) => [`/painel/ticket/${id}`, subjects[index]?.trim(), 0]);
    expect(shown.sort()).toEqual(stored.sort());
    await expectNoSidewaysScroll(page);

    for (const id of ['title-breakout', 'long-word']) {
      const index = HOSTILE_INPUTS.findIndex((input) => input.id === id);
      const subject = subjects[index]?.trim() ?? '';
      await page.goto(`/painel/ticket/${ids[index]}`);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      // The page is complete (the next navigation would abort the editor's loading).
      await expect(richText(page, 'Comentário')).toBeVisible();
      expect(await textOf(title)).toBe(subject);
      await expect(page).toHaveTitle(`${subject} | Vértice Tecnologia`);
      await expectNoSidewaysScroll(page);
    }
    expectNothingRan(attempts, problems);
  });

  test.describe('hostile markup', () => {
    test.use({ cspViolations: 'expected' });

    test('every payload as rich text (API) renders inert in the description and the comments', async ({
      page,
      context,
      problems,
      attempts,
    }) => {
      const { token } = await logInFresh(context, 'Hostil');
      const description = HOSTILE_INPUTS.map(({ value }) => `<p>${value}</p>`).join('');
      const ticketId = await openTicketThroughApi(
        token,
        hostileInput('script-breakout').value,
        description,
      );
      for (const { id, value } of HOSTILE_INPUTS) {
        await addCommentThroughApi(token, ticketId, `<p>[${id}]</p>${value}`);
      }
      expect(
        await apiErrors(
          token,
          'mutation ($id: ID!, $body: String!) { addTicketComment(ticketId: $id, body: $body) { id } }',
          { id: ticketId, body: `<p>${hostileInput('long-word').value.repeat(2)}</p>` },
        ),
      ).toEqual(['O texto deve ter no máximo 20.000 caracteres.']);

      await page.goto(`/painel/ticket/${ticketId}`);
      await expect(
        page.getByRole('heading', { name: `Comentários (${HOSTILE_INPUTS.length})` }),
      ).toBeVisible();
      const comments = page.locator('li > article');
      // The page shows the comments a page at a time: open every page.
      const more = page.getByRole('button', { name: 'Mostrar mais comentários' });
      while ((await comments.count()) < HOSTILE_INPUTS.length) {
        const shown = await comments.count();
        await more.click();
        await expect(comments).not.toHaveCount(shown);
      }
      await expect(more).toHaveCount(0);
      const markers = await comments.evaluateAll((articles) =>
        articles.map(
          (article) =>
            /^\[([\w-]+)\]/.exec(article.querySelector('header + div')?.textContent ?? '')?.[1],
        ),
      );
      expect(markers.sort()).toEqual(HOSTILE_INPUTS.map(({ id }) => id).sort());
      await expectInert(page.getByRole('region', { name: 'Descrição' }).locator('h2 + div'));
      await expectInert(page.locator('ol:has(> li > article)'));
      // Links whose target was dropped: clicking them does nothing.
      for (const link of await comments.locator('a:not([href])').all()) await link.click();
      await expectNoSidewaysScroll(page);
      expectNothingRan(attempts, problems, { hostileMarkup: true });
    });

    test('the new-ticket form and the comment box show typed and pasted payloads as written', async ({
      page,
      context,
      problems,
      attempts,
    }) => {
      await logInFresh(context, 'Hostil');
      await page.goto(`${TICKETS_TAB}&novo=1`);
      const subject = page.getByRole('textbox', { name: 'Assunto' });
      const description = richText(page, 'Descrição');
      await expect(description).toBeVisible();

      // Two characters once the padding (U+FEFF counts as a space) is trimmed: refused.
      const padded = '\uFEFF\uFEFF<>\uFEFF';
      await subject.fill(padded);
      const pasted = `${hostileInput('img-onerror').value} ${fitTo(hostileInput('long-word').value, 3000)}`;
      await paste(description, { 'text/plain': pasted });
      await expect(description).toHaveText(pasted);
      await page.getByRole('button', { name: 'Abrir ticket' }).click();
      await expect(page.getByText('Informe o assunto com pelo menos 3 caracteres.')).toBeVisible();
      await expect(subject).toHaveValue(padded);
      await expect(description).toHaveText(pasted);
      await expectNoSidewaysScroll(page);

      const typed = hostileInput('attribute-breakout').value;
      await subject.fill(typed);
      await page.getByRole('button', { name: 'Abrir ticket' }).click();
      await expect(page).toHaveURL(/\/painel\/ticket\/\d+$/);
      const title = page.getByRole('heading', { level: 1 });
      await expect(title).toBeVisible();
      expect(await textOf(title)).toBe(typed);
      const shownDescription = page.getByRole('region', { name: 'Descrição' }).locator('h2 + div');
      expect(await textOf(shownDescription)).toBe(pasted);
      await expectInert(shownDescription);

      // A comment pasted as HTML: the editor keeps what it can format, the page shows it inert.
      const comment = richText(page, 'Comentário');
      const html = [
        'img-onerror',
        'link-javascript',
        'iframe-srcdoc',
        'svg-onload',
        'style-overlay',
      ]
        .map((id) => hostileInput(id).value)
        .join('<br>');
      await paste(comment, { 'text/html': `<p>Colado:</p>${html}`, 'text/plain': 'Colado' });
      await expect(comment).toContainText('Colado:');
      expect(await comment.evaluate(unsafeMarkup)).toEqual([]);
      await page.getByRole('button', { name: 'Comentar' }).click();
      await expect(page.getByRole('status')).toHaveText('Comentário enviado.');
      const sent = page.getByRole('article', { name: 'Comentário de Você' });
      await expect(sent).toContainText('Colado:');
      await expectInert(sent.locator('header + div'));

      // Typed as text: shown as text. Then one too long: refused in pt-BR, kept in the box.
      const text = hostileInput('template-literal').value;
      await comment.click();
      await page.keyboard.insertText(text);
      await page.getByRole('button', { name: 'Comentar' }).click();
      await expect(page.getByRole('article', { name: 'Comentário de Você' })).toHaveCount(2);
      const typedComment = page.getByRole('article', { name: 'Comentário de Você' }).last();
      expect(await textOf(typedComment.locator('header + div'))).toBe(text);

      const long = hostileInput('long-word').value.repeat(2);
      await paste(comment, { 'text/plain': long });
      await page.getByRole('button', { name: 'Comentar' }).click();
      await expect(
        page.getByText(
          'O texto pode ter no máximo 20.000 caracteres, incluindo a formatação (agora tem 20.007).',
        ),
      ).toBeVisible();
      expect(await textOf(comment)).toBe(long);
      await expectNoSidewaysScroll(page);
      expectNothingRan(attempts, problems, { hostileMarkup: true });
    });
  });
});

test.describe('profile', () => {
  /** The profile fields and how the API stores what it is given. */
  const FIELDS = [
    { key: 'name', max: LIMITS.name, stored: (v: string) => v.trim().replace(/\s+/g, ' ') },
    { key: 'address', max: LIMITS.address, stored: (v: string) => v.trim() },
    { key: 'city', max: LIMITS.city, stored: (v: string) => v.trim() },
    { key: 'country', max: LIMITS.country, stored: (v: string) => v.trim() },
  ] as const;

  test('every payload in a profile field (API) shows as typed in the forms and the header', async ({
    page,
    context,
    problems,
    attempts,
  }) => {
    // A page load per four payloads, each checked at 375 px: the corpus takes its time.
    test.setTimeout(allow(45_000));
    const { token } = await logInFresh(context, 'Hostil');
    // Phone width all along (where text has the least room); the desktop once, at the end.
    await page.setViewportSize({ width: 375, height: 800 });
    // Names need a letter (every payload has one); four fields, four payloads per page load.
    const rounds: HostileInput[][] = [];
    for (let start = 0; start < HOSTILE_INPUTS.length; start += FIELDS.length) {
      rounds.push(HOSTILE_INPUTS.slice(start, start + FIELDS.length));
    }
    for (const round of rounds) {
      const input = Object.fromEntries(
        round.map(({ value }, index) => {
          const field = FIELDS[index] ?? FIELDS[0];
          return [field.key, fitTo(value, field.max)];
        }),
      );
      const { updateCostumer: saved } = await asCustomer<{
        updateCostumer: Record<string, string>;
      }>(token, UPDATE_PROFILE, { input });
      for (const field of FIELDS) {
        if (field.key in input) expect(saved[field.key]).toBe(field.stored(input[field.key] ?? ''));
      }

      await page.goto('/painel?aba=perfil&perfil=pessoal');
      const name = page.getByRole('textbox', { name: 'Nome' });
      await expect(name).toHaveValue(saved.name ?? '');
      const firstName = (saved.name ?? '').split(' ', 1)[0];
      expect(await textOf(signedInAs(page))).toBe(`Conectado como ${firstName}`);
      await expectNoSidewaysScroll(page, [375]);
      await profileTab(page, 'Endereço').click();
      for (const [label, key] of [
        ['Endereço', 'address'],
        ['Cidade', 'city'],
        ['País', 'country'],
      ] as const) {
        await expect(page.getByRole('textbox', { name: label, exact: true })).toHaveValue(
          saved[key] ?? '',
        );
      }
      await expectNoSidewaysScroll(page, [375]);
    }
    await expectNoSidewaysScroll(page);

    // A first name of one character stacked with combining marks cannot wrap: the painel's
    // greeting shows it without widening the page.
    const stacked = hostileInput('combining-marks').value;
    await asCustomer(token, UPDATE_PROFILE, { input: { name: stacked } });
    await page.goto('/painel');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Olá, ${stacked.split(' ', 1)[0]}`,
    );
    await expectNoSidewaysScroll(page);

    // Over the limits: one pt-BR message per field.
    const long = hostileInput('long-word').value;
    expect(
      await apiErrors(token, UPDATE_PROFILE, {
        input: { name: long, address: long, city: long, country: long },
      }),
    ).toEqual([
      'O nome deve ter no máximo 120 caracteres.',
      'O endereço deve ter no máximo 200 caracteres.',
      'A cidade deve ter no máximo 100 caracteres.',
      'O país deve ter no máximo 60 caracteres.',
    ]);
    expectNothingRan(attempts, problems);
  });

  test('typed payloads are saved and shown; refused ones are explained in pt-BR and kept', async ({
    page,
    context,
    problems,
    attempts,
  }) => {
    await logInFresh(context, 'Hostil');
    await page.goto('/painel?aba=perfil&perfil=pessoal');
    const status = page.getByRole('tabpanel').last().getByRole('status');
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    const save = page.getByRole('button', { name: 'Salvar' });

    const rg = hostileInput('script-tag').value;
    const name = hostileInput('attribute-breakout-single').value;
    await field('RG').fill(rg);
    await field('Nome').fill(name);
    await save.click();
    await expect(
      page.getByText(
        'RG inválido: use de 4 a 20 caracteres entre dígitos, letras, pontos e hífens.',
      ),
    ).toBeVisible();
    await expect(field('RG')).toHaveValue(rg);
    await field('RG').fill('');
    await save.click();
    await expect(status).toHaveText('Dados pessoais salvos.');
    await expect(signedInAs(page)).toContainText(name.split(' ', 1)[0] ?? '');

    await profileTab(page, 'Contato').click();
    const email = hostileInput('attribute-breakout').value;
    await field('E-mail').fill(email);
    await save.click();
    await expect(
      page.getByText('Informe um e-mail válido, como nome@exemplo.com.br.'),
    ).toBeVisible();
    await expect(field('E-mail')).toHaveValue(email);

    await profileTab(page, 'Endereço').click();
    const long = hostileInput('long-word').value;
    const values = {
      Cidade: hostileInput('sql-drop').value,
      País: hostileInput('bidi-override').value,
      Endereço: long,
    };
    for (const [label, value] of Object.entries(values)) await field(label).fill(value);
    await save.click();
    await expect(page.getByText('O endereço deve ter no máximo 200 caracteres.')).toBeVisible();
    await expect(field('Endereço')).toHaveValue(long);
    await expectNoSidewaysScroll(page);
    await field('Endereço').fill(fitTo(long, LIMITS.address));
    await save.click();
    await expect(status).toHaveText('Endereço salvo.');

    await page.reload();
    await profileTab(page, 'Endereço').click();
    for (const [label, value] of Object.entries({ ...values, Endereço: fitTo(long, 200) })) {
      await expect(field(label)).toHaveValue(value.trim());
    }
    await profileTab(page, 'Pessoal').click();
    await expect(field('Nome')).toHaveValue(name);
    expectNothingRan(attempts, problems);
  });
});

test('the catalogue search box keeps hostile searches as text, in the box and the URL', async ({
  page,
  problems,
  attempts,
}) => {
  await page.goto('/produtos');
  const search = page.getByLabel('Buscar', { exact: true });
  const ids = [
    'script-tag',
    'attribute-breakout',
    'template-curly',
    'sql-tautology',
    'graphql-introspection',
    'bidi-override',
    'long-word',
  ];
  for (const id of ids) {
    const typed = hostileInput(id).value;
    await search.fill(typed);
    // The box holds at most the API's 100 characters; the search is what it holds, trimmed.
    const kept = fitTo(typed, LIMITS.search);
    await expect(search).toHaveValue(kept);
    // The API's answer to this very search (the list drops a stale one, aborting its request).
    const answered = page.waitForResponse(
      (response) =>
        response.url() === graphqlUrl &&
        (response.request().postData() ?? '').includes(JSON.stringify(kept.trim()).slice(1, -1)),
    );
    await search.press('Enter');
    await answered;
    expect(new URL(page.url()).searchParams.get('busca')).toBe(kept.trim());
    await expect(page.getByRole('status').filter({ hasText: 'produtos' })).toHaveText('0 produtos');
    await expect(page.getByRole('heading', { name: 'Nenhum produto encontrado' })).toBeVisible();
  }
  await expectNoSidewaysScroll(page);

  // The API refuses what the box would not take, in pt-BR.
  expect(
    await apiErrors(null, 'query ($s: String) { products(filter: { search: $s }) { total } }', {
      s: hostileInput('long-word').value,
    }),
  ).toEqual(['A busca deve ter no máximo 100 caracteres.']);

  await page.reload();
  await expect(search).toHaveValue(fitTo(hostileInput('long-word').value, LIMITS.search));
  await page.goto(`/produtos?busca=${encodeURIComponent(hostileInput('svg-onload').value)}`);
  await expect(search).toHaveValue(hostileInput('svg-onload').value);
  await expect(page.getByRole('heading', { name: 'Nenhum produto encontrado' })).toBeVisible();
  expectNothingRan(attempts, problems);
});

test('the login e-mail: hostile values are refused in pt-BR and stay typed', async ({
  page,
  problems,
  attempts,
}) => {
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'E-mail' });
  const password = page.getByLabel('Senha');
  const enter = page.getByRole('button', { name: 'Entrar' });
  const invalid = page.getByText('Informe um e-mail válido, como nome@exemplo.com.br.');

  for (const id of [
    'script-tag',
    'attribute-breakout',
    'link-javascript',
    'sql-tautology',
    'graphql-mutation',
    'zero-width',
    'bidi-override',
  ]) {
    const typed = hostileInput(id).value;
    await email.fill(typed);
    await password.fill('Senha@123');
    await enter.click();
    await expect(invalid).toBeVisible();
    // An e-mail field drops leading and trailing ASCII spaces from its value, nothing else.
    await expect(email).toHaveValue(typed.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, ''));
  }

  await email.fill(hostileInput('long-word').value);
  await enter.click();
  await expect(page.getByText('E-mail longo demais.')).toBeVisible();
  await expect(email).toHaveValue(hostileInput('long-word').value);
  await expectNoSidewaysScroll(page);

  // Valid as an address, SQL as a text: the API answers as for any unknown e-mail.
  const sqlish = "admin'--@exemplo.com.br";
  await email.fill(sqlish);
  await enter.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Credenciais inválidas' })).toBeVisible();
  await expect(email).toHaveValue(sqlish);
  expectNothingRan(attempts, problems, {
    expected: [
      'console error: Failed to load resource: the server responded with a status of 401 (Unauthorized)',
      `HTTP 401: ${graphqlUrl}`,
    ],
  });
});
