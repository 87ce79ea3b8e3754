import { expect, test } from './fixtures.ts';

test('the home page renders in pt-BR with no console errors or failed requests', async ({
  page,
  problems,
}) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Islands hydrate and fetch after load: wait for the network to settle before judging.
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
