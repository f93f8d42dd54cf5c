/**
 * Requests, from wish to meeting (the mocking-off build, its API answered from the mock backend in node,
 * so the test reads every body the page posts):
 * - investor1 opens My requests on Meeting Preferences: the three companies asked for by priority, each
 *   Scheduled with its meeting; moves one by dragging it with the mouse, one with the keyboard and one
 *   with its Move to action, each time posting that company alone; axe finds nothing serious;
 * - on a phone the columns are sections without drag handles, and moving uses the action;
 * - investor1 and presenter1 export Who you meet as an Excel file.
 */
import type { Page } from '@playwright/test';
import { DEMO_NOW, expect, test } from './mock-api';

test.beforeEach(async ({ context }) => {
  await context.clock.install({ time: DEMO_NOW });
});

type Posted = { companies: { id: number; isSelected: boolean; preferences: Record<string, unknown> }[] };

/** The bodies the page posts to auth/preferences, in order. */
function recordPosts(page: Page): Posted[] {
  const posted: Posted[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/auth/preferences')) {
      posted.push(request.postDataJSON() as Posted);
    }
  });
  return posted;
}

const column = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\(`) });
const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });

/** What is posted when `id` moves to `priority`: that company alone, its other values as saved. */
const moved = (id: number, name: string, preferenceId: number, priority: number, rest: Record<string, number>) => ({
  companies: [
    {
      id,
      name,
      isSelected: true,
      preferences: { id: preferenceId, meeting_priority: priority, ...rest },
    },
  ],
});

async function openRequests(page: Page) {
  await page.goto('/user/preferences?view=requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Meeting Preferences' })).toBeVisible();
  await expect(column(page, 'High')).toBeVisible();
}

test('investor1 moves requests by mouse, keyboard and action, each posting that company alone', async ({
  investorPage: page,
  expectNoAxeViolations,
}) => {
  const posted = recordPosts(page);
  await openRequests(page);
  await expect(card(page, 'Nile Delta Bank')).toBeVisible();
  await expect(column(page, 'High').getByRole('heading', { level: 3 })).toHaveText(['Nile Delta Bank']);
  await expect(column(page, 'Medium').getByRole('heading', { level: 3 })).toHaveText(['Gulf Horizon Telecom']);
  await expect(column(page, 'Low').getByRole('heading', { level: 3 })).toHaveText(['Petra Pharmaceuticals']);
  await expect(page.getByText('3 of your 3 requests became meetings.')).toBeVisible();
  await expect(card(page, 'Nile Delta Bank').getByText('Scheduled')).toBeVisible();
  await expect(card(page, 'Nile Delta Bank')).toContainText(
    'Monday 8 September 2025, 09:30–10:20 (London time), Room 4',
  );
  await expectNoAxeViolations('My requests');

  // The mouse: Nile Delta Bank dragged by its name from High to Medium.
  const from = await card(page, 'Nile Delta Bank').getByRole('heading', { level: 3 }).boundingBox();
  const to = await column(page, 'Medium').boundingBox();
  if (!from || !to) throw new Error('the card and the column should be laid out');
  await page.mouse.move(from.x + 10, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + from.height / 2 + 5, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
  await expect(column(page, 'Medium').getByRole('heading', { level: 3 })).toContainText(['Nile Delta Bank']);
  await expect.poll(() => posted.length).toBe(1);
  expect(posted[0]).toEqual(moved(501, 'Nile Delta Bank', 6001, 2, { shareholder: 1, meeting_type: 1, knowledge: 3 }));
  await expect(
    page.getByRole('status').filter({ hasText: 'Nile Delta Bank moved to Medium priority.' }),
  ).toBeAttached();

  // The keyboard: Gulf Horizon Telecom picked up on its handle, one priority to the right, dropped.
  const handle = page.getByRole('button', { name: 'Move Gulf Horizon Telecom, Medium priority' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // dnd-kit listens for the arrow keys from the task after the pick-up (its KeyboardSensor attaches its keydown
  // listener in a setTimeout), which a busy machine may run after the key already sent: pressed again until the move
  // is told. Low is the last column, so a second press moves nothing further.
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText('Gulf Horizon Telecom is over Low priority.')).toBeAttached({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // Once dropped, the card is never drawn back in the column it left (its handle would lose the focus).
  await page.evaluate(() => {
    const state = { left: false, drawnBack: false };
    (window as unknown as { board: typeof state }).board = state;
    const watch = new MutationObserver(() => {
      const inMedium = !!document
        .getElementById('requests-column-2')
        ?.closest('section')
        ?.querySelector('[data-company-id="503"]');
      if (!inMedium) state.left = true;
      else if (state.left) state.drawnBack = true;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    setTimeout(() => watch.disconnect(), 5_000);
  });
  await page.keyboard.press('Space');
  await expect.poll(() => posted.length).toBe(2);
  expect(posted[1]).toEqual(
    moved(503, 'Gulf Horizon Telecom', 6002, 3, { shareholder: 2, meeting_type: 2, knowledge: 2 }),
  );
  await expect(column(page, 'Low').getByRole('heading', { level: 3 })).toContainText(['Gulf Horizon Telecom']);
  // The keyboard's focus stays on the card's handle in its new column.
  await expect(page.getByRole('button', { name: 'Move Gulf Horizon Telecom, Low priority' })).toBeFocused();
  expect(await page.evaluate(() => (window as unknown as { board: { drawnBack: boolean } }).board)).toEqual({
    left: true,
    drawnBack: false,
  });

  // The action: Petra Pharmaceuticals moved to High.
  await card(page, 'Petra Pharmaceuticals').getByRole('button', { name: 'Move to… Petra Pharmaceuticals' }).click();
  await expectNoAxeViolations('My requests, Move to open');
  await page.getByRole('button', { name: 'Move Petra Pharmaceuticals to High priority' }).click();
  await expect.poll(() => posted.length).toBe(3);
  expect(posted[2]).toEqual(
    moved(507, 'Petra Pharmaceuticals', 6003, 1, { shareholder: 2, meeting_type: 1, knowledge: 1 }),
  );
  await expect(column(page, 'High').getByRole('heading', { level: 3 })).toHaveText(['Petra Pharmaceuticals']);

  // The list of every company shows the moves.
  await page.getByRole('link', { name: 'All companies' }).click();
  await expect(page.getByLabel('Meeting priority for Nile Delta Bank')).toHaveValue('2');
  await expect(page.getByLabel('Meeting priority for Petra Pharmaceuticals')).toHaveValue('1');
});

test('on a phone the priorities are sections and a request moves with its action', async ({
  investorPage: page,
  expectNoAxeViolations,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const posted = recordPosts(page);
  await openRequests(page);
  await expect(card(page, 'Nile Delta Bank')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Move Nile Delta Bank, High priority/ })).toHaveCount(0);
  const high = await column(page, 'High').boundingBox();
  const medium = await column(page, 'Medium').boundingBox();
  expect(medium && high && medium.y > high.y + high.height - 1, 'Medium below High').toBe(true);
  await expectNoAxeViolations('My requests on a phone');
  await card(page, 'Nile Delta Bank').getByRole('button', { name: 'Move to… Nile Delta Bank' }).click();
  await page.getByRole('button', { name: 'Move Nile Delta Bank to Low priority' }).click();
  await expect.poll(() => posted.length).toBe(1);
  expect(posted[0].companies.map((c) => [c.id, c.preferences.meeting_priority])).toEqual([[501, 3]]);
});

async function exportWhoYouMeet(page: Page, heading: string, expectNoAxeViolations: (label?: string) => Promise<void>) {
  await page.goto('/user/dashboard');
  await page.getByRole('main').getByRole('link', { name: 'Who you meet' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Who you meet' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 3, name: heading })).toBeVisible();
  await expectNoAxeViolations('Who you meet');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export as Excel' }).click();
  expect((await download).suggestedFilename()).toBe('who-you-meet.xlsx');
}

test('investor1 exports who they meet as Excel', async ({ investorPage, expectNoAxeViolations }) => {
  await exportWhoYouMeet(investorPage, 'Nile Delta Bank', expectNoAxeViolations);
});

test('presenter1 exports the investors they meet as Excel', async ({ presenterPage, expectNoAxeViolations }) => {
  await exportWhoYouMeet(presenterPage, 'Northbridge Asset Management', expectNoAxeViolations);
});
