/**
 * API faults at runtime for the login, the product list, the registration, the
 * painel's ticket list and the profile save: every fault shows its pt-BR message where the
 * answer would be, nothing typed is lost, the submit button works again, and trying again
 * succeeds once the API is back. Queries are tried twice by the client, mutations once.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  expireHeldRequests,
  FAULTS,
  injectFault,
  settleRetries,
  TIMEOUT_FAULT,
  unexpectedProblems,
} from './faults-helpers.ts';
import type { Fault, InjectedFault } from './faults-helpers.ts';
import { logInAsDemo, logInFresh } from './painel-helpers.ts';
import { DEMO, newCustomer } from './session-helpers.ts';
import type { NewCustomer } from './session-helpers.ts';
import { TICKETS_TAB } from './tickets-helpers.ts';

// Independent tests: spread them over the workers.
test.describe.configure({ mode: 'parallel' });

/** Lets the fault act: the timeout needs the page's clock moved on, the others answer at once. */
async function letFail(page: Page, fault: Fault, injected: InjectedFault, attempts: number) {
  if (fault === TIMEOUT_FAULT) await expireHeldRequests(page, injected, attempts);
}

test.describe('login (LoginCustomer, a query)', () => {
  for (const fault of [...FAULTS, TIMEOUT_FAULT]) {
    test(`${fault.name}: shows the message, keeps the input, and logs in on a second try`, async ({
      page,
      problems,
    }) => {
      if (fault === TIMEOUT_FAULT) await page.clock.install();
      await page.goto('/login');
      const email = page.getByRole('textbox', { name: 'E-mail' });
      const password = page.getByLabel('Senha');
      const submit = page.getByRole('button', { name: 'Entrar' });
      const injected = await injectFault(page, 'LoginCustomer', fault);
      await email.fill(DEMO.email);
      await password.fill(DEMO.password);

      await submit.click();
      const attempts = fault.retried ? 2 : 1;
      await letFail(page, fault, injected, attempts);

      await expect(page.getByRole('alert')).toHaveText(fault.message);
      await expect(email).toHaveValue(DEMO.email);
      await expect(password).toHaveValue(DEMO.password);
      await expect(submit).toBeEnabled();
      await expect(page).toHaveURL('/login');
      expect(injected.requests()).toBe(attempts);
      expect(unexpectedProblems(problems)).toEqual([]);

      await injected.stop();
      await submit.click();

      await expect(page).toHaveURL('/painel');
    });
  }
});

test.describe('product list filters (ProductListPage, a query)', () => {
  for (const fault of [...FAULTS, TIMEOUT_FAULT]) {
    test(`${fault.name}: shows the message where the products were, keeps the search, and retries`, async ({
      page,
      problems,
    }) => {
      if (fault === TIMEOUT_FAULT) await page.clock.install();
      await page.goto('/produtos');
      const search = page.getByRole('searchbox', { name: 'Buscar' });
      const injected = await injectFault(page, 'ProductListPage', fault);
      await search.fill('aurora');

      await search.press('Enter');
      const attempts = fault.retried ? 2 : 1;
      await letFail(page, fault, injected, attempts);

      const alert = page.getByRole('alert');
      await expect(alert).toContainText(fault.message);
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
      await expect(search).toHaveValue('aurora');
      await expect(page).toHaveURL('/produtos?busca=aurora');
      expect(injected.requests()).toBe(attempts);
      expect(unexpectedProblems(problems)).toEqual([]);

      await injected.stop();
      await alert.getByRole('button', { name: 'Tentar novamente' }).click();

      await expect(page.getByRole('status').filter({ hasText: /produto/ })).toHaveText(
        '4 produtos',
      );
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
    });
  }
});

test.describe('registration (RegisterCustomer, a mutation)', () => {
  async function fill(page: Page, customer: NewCustomer) {
    await page.getByRole('textbox', { name: 'Nome' }).fill(customer.name);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(customer.email);
    await page.getByRole('textbox', { name: 'CPF' }).pressSequentially(customer.cpf);
    await page.getByRole('textbox', { name: 'Telefone' }).pressSequentially(customer.phone);
    await page.getByLabel('Senha', { exact: true }).fill(customer.password);
    await page.getByLabel('Confirmar senha').fill(customer.password);
    await page.getByRole('checkbox', { name: 'Li e aceito a Política de Privacidade' }).check();
  }

  for (const fault of [...FAULTS, TIMEOUT_FAULT]) {
    test(`${fault.name}: sends once, shows the message, keeps every field, and registers on a second try`, async ({
      page,
      problems,
    }) => {
      // Its own clock: a retry would wait on a timer, which settleRetries runs.
      await page.clock.install();
      await page.goto('/registro');
      const customer = newCustomer('Falha');
      const submit = page.getByRole('button', { name: 'Criar conta' });
      const injected = await injectFault(page, 'RegisterCustomer', fault);
      await fill(page, customer);

      await submit.click();
      await letFail(page, fault, injected, 1);

      await expect(page.getByRole('alert')).toHaveText(fault.message);
      await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(customer.name);
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(customer.email);
      await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(customer.password);
      await expect(page.getByLabel('Confirmar senha')).toHaveValue(customer.password);
      await expect(submit).toBeEnabled();
      // A mutation is never sent again by itself, whatever the fault.
      await settleRetries(page);
      expect(injected.requests()).toBe(1);
      expect(unexpectedProblems(problems)).toEqual([]);

      await injected.stop();
      await submit.click();

      await expect(page).toHaveURL('/painel');
    });
  }
});

test.describe("the painel's ticket list (TicketList, a query)", () => {
  test.beforeEach(async ({ context }) => {
    // Read-only: the demo customer's seed tickets are the list that comes back.
    await logInAsDemo(context);
  });

  for (const fault of [...FAULTS, TIMEOUT_FAULT]) {
    test(`${fault.name}: shows the message where the list was, and Tentar novamente loads it`, async ({
      page,
      problems,
    }) => {
      if (fault === TIMEOUT_FAULT) await page.clock.install();
      // The list loads as the tab opens: the fault must be in place before.
      const injected = await injectFault(page, 'TicketList', fault);
      await page.goto(TICKETS_TAB);
      const attempts = fault.retried ? 2 : 1;
      await letFail(page, fault, injected, attempts);

      const list = page.getByRole('tabpanel', { name: /^Todos/ });
      const alert = list
        .getByRole('alert')
        .filter({ hasText: 'Não foi possível carregar os tickets.' });
      await expect(alert).toContainText(fault.message);
      const tickets = list.getByRole('listitem');
      await expect(tickets).toHaveCount(0);
      expect(injected.requests()).toBe(attempts);
      expect(unexpectedProblems(problems)).toEqual([]);

      await injected.stop();
      await alert.getByRole('button', { name: 'Tentar novamente' }).click();

      await expect(alert).toHaveCount(0);
      await expect(tickets.getByRole('heading', { level: 3 })).toHaveCount(5);
      await expect(tickets.first()).toContainText('Orçamento para 10 estações de trabalho');
    });
  }
});

test.describe('profile save (UpdateCostumer, a mutation)', () => {
  for (const fault of [...FAULTS, TIMEOUT_FAULT]) {
    test(`${fault.name}: sends once, shows the message, keeps the new phone, and saves on a second try`, async ({
      page,
      context,
      problems,
    }) => {
      // Saving changes data: a customer of this test alone.
      await logInFresh(context, 'Falha');
      // Its own clock: a retry would wait on a timer, which settleRetries runs.
      await page.clock.install();
      await page.goto('/painel?aba=perfil&perfil=contato');
      const form = page.getByRole('tabpanel').last();
      const phone = form.getByRole('textbox', { name: 'Telefone' });
      const save = form.getByRole('button', { name: 'Salvar' });
      await expect(save).toBeVisible();
      await phone.fill('');
      await phone.pressSequentially('1130004000');
      await expect(phone).toHaveValue('(11) 3000-4000');
      const injected = await injectFault(page, 'UpdateCostumer', fault);

      await save.click();
      await letFail(page, fault, injected, 1);

      await expect(form.getByRole('alert').first()).toHaveText(fault.message);
      await expect(phone).toHaveValue('(11) 3000-4000');
      await expect(save).toBeEnabled();
      // A mutation is never sent again by itself, whatever the fault.
      await settleRetries(page);
      expect(injected.requests()).toBe(1);
      expect(unexpectedProblems(problems)).toEqual([]);

      await injected.stop();
      await save.click();

      await expect(form.getByRole('status')).toHaveText('Contato salvo.');
      await expect(form.getByRole('alert').first()).toBeEmpty();
      await page.reload();
      await expect(page.getByRole('textbox', { name: 'Telefone' })).toHaveValue('(11) 3000-4000');
    });
  }
});
