import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, acceptCookies, dismissTwoFactorReminder, submitSignIn } from './support.ts';

/** What the spec reads of an axe violation. */
interface Violation {
  id: string;
  impact?: string | null;
  nodes: { target: unknown[] }[];
}

/** Serious and critical axe violations of the page as it is now, as "rule: target" lines. */
async function seriousViolations(page: Page): Promise<string[]> {
  await expect(page.getByTestId('page-loading')).toHaveCount(0);
  await expect(page.getByTestId('skeleton')).toHaveCount(0, { timeout: 15_000 });
  const results = await new AxeBuilder({ page })
    // Experimental in axe 4.x: a control's accessible name must contain its visible text (speech input).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const violations: Violation[] = results.violations;
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`));
}

test('eight pages, as a visitor and as a member, have no serious axe violation', async ({ page }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  await page.goto('/');
  await acceptCookies(page);
  for (const path of ['/', '/parts?query=HP', '/news', '/companies']) {
    await page.goto(path);
    found.push(...(await seriousViolations(page)).map((line) => `visitor ${path} ${line}`));
  }

  await submitSignIn(page, DEMO.member.email, DEMO.member.password);
  await dismissTwoFactorReminder(page);
  for (const path of ['/broadcasts', '/parts?query=HP', '/inventory', '/profile']) {
    await page.goto(path);
    found.push(...(await seriousViolations(page)).map((line) => `member ${path} ${line}`));
  }
  expect(found).toEqual([]);
});

test('the search landmarks of a page have distinct names', async ({ page }) => {
  await page.goto('/');
  const names = await page
    .getByRole('search')
    .evaluateAll((forms) => forms.map((form) => form.getAttribute('aria-label')));
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names).size).toBe(names.length);
});
