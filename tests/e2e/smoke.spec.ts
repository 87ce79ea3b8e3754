import { expect, test } from './fixtures.ts';
import { quiet } from './page-state.ts';

test('the home page renders in pt-BR with no console errors or failed requests', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Islands hydrate and fetch after load: wait until they have, and been answered, before judging.
  await quiet(page);
  expect(problems).toEqual([]);
});
