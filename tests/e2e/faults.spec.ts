/**
 * API faults at runtime (issue 6) for the islands that existed before the painel: every fault
 * shows its pt-BR message where the answer would be, nothing typed is lost, the submit button
 * works again, and trying again succeeds once the API is back. Queries are tried twice by the
 * client, mutations once.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import {
  expireHeldRequests,
  FAULTS,
  injectFault,
  TIMEOUT_FAULT,
  unexpectedProblems,
} from './faults-helpers.ts';
import type { Fault, InjectedFault } from './faults-helpers.ts';
import { DEMO, newCustomer } from './session-helpers.ts';
import type { NewCustomer } from './session-helpers.ts';

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
  }

  for (const fault of [...FAULTS, TIMEOUT_FAULT]) {
    test(`${fault.name}: sends once, shows the message, keeps every field, and registers on a second try`, async ({
      page,
      problems,
    }) => {
      if (fault === TIMEOUT_FAULT) await page.clock.install();
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
      await page.waitForTimeout(500);
      expect(injected.requests()).toBe(1);
      expect(unexpectedProblems(problems)).toEqual([]);

      await injected.stop();
      await submit.click();

      await expect(page).toHaveURL('/painel');
    });
  }
});
