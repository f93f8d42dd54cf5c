/**
 * Code that cannot be downloaded never leaves a blank page: the build is served by a static
 * host from which some chunks are gone (a newer deployment removed them), and the portal
 * shows a message with Reload for a lazy page, for the signed-in shell and at start-up.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { freePort } from '../../scripts/lib/free-port.mjs';
import { closeServer, serveStaticFolder } from './static-host';
import { expect, test } from './test';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist-e2e');

/** Runs `body(origin)` against dist-e2e served without the chunks whose file name matches `gone`. */
async function withoutChunks(gone: RegExp, body: (origin: string) => Promise<void>) {
  const port = await freePort(4186);
  const server = await serveStaticFolder(dist, port, {
    missing: (pathname) => pathname.startsWith('/assets/') && gone.test(path.basename(pathname)),
  });
  try {
    await body(`http://127.0.0.1:${port}`);
  } finally {
    await closeServer(server);
  }
}

const reloadButton = (page: Page) => page.getByRole('alert').getByRole('button', { name: 'Reload', exact: true });

test("a lazy page whose chunk is gone shows 'could not be downloaded' with Reload", async ({ page }) => {
  await withoutChunks(/^gallery-page-/, async (origin) => {
    await page.goto(`${origin}/home`);
    await expect(
      page.getByRole('heading', { level: 1, name: '19th Annual London One-on-One Conference' }),
    ).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Photo Gallery' }).click();
    await expect(page.getByText('This page could not be downloaded.')).toBeVisible();
    await expect(reloadButton(page)).toBeVisible();
    // The header stays: the attendee can go elsewhere, or reload.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await reloadButton(page).click();
    await reloaded;
    await expect(page.getByText('This page could not be downloaded.')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/gallery');
  });
});

test('the signed-in shell whose chunk is gone shows a message with Reload', async ({ page }) => {
  await withoutChunks(/^shell-layout-/, async (origin) => {
    await page.goto(`${origin}/auth/login`);
    await page.evaluate(() =>
      localStorage.setItem('client', JSON.stringify({ id: 1001, client_id: 1001, api_token: 'demo-token-investor1' })),
    );
    await page.goto(`${origin}/user/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(reloadButton(page)).toBeVisible();
  });
});

test('a start-up failure shows a message with Reload, not a blank page', async ({ page }) => {
  // The mock backend's code is downloaded before the first render.
  await withoutChunks(/^browser-/, async (origin) => {
    await page.goto(`${origin}/home`);
    await expect(page.getByRole('heading', { level: 1, name: 'The portal could not start.' })).toBeVisible();
    await expect(reloadButton(page)).toBeVisible();
  });
});
