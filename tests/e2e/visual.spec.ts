/**
 * The portal's look, kept from drifting: the first screen of the main pages at a laptop's 1366 × 768
 * and a phone's 390 × 844, compared with the baselines in visual.spec.ts-snapshots/ (Chromium, the
 * portal's own typeface, the demo clock). A change of look is made on purpose by updating them:
 *
 *   npm run test:visual:update
 *
 * What moves by itself (the home page's countdown, the pinned clock's seconds) is masked. '/' is shot signed out and
 * signed in: its welcome frame says "Sign in" or "Go to my dashboard". The main pages are shot in Arabic too, right to
 * left, in the portal's Arabic face (`*-ar-*.png`).
 */
import type { Frame, Page } from '@playwright/test';
import { chooseArabic, signInInArabic } from './support/arabic';
import { paths } from './support/routes';
import { DEMO_PASSWORD, expect, test } from './test';

const SIZES = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'phone', width: 390, height: 844 },
] as const;

type Shot = {
  name: string;
  path: string;
  heading: string | RegExp;
  /** What the attendee does before the shot (opens a tab, scrolls to a list). */
  act?: (page: Page) => Promise<void>;
};

/**
 * '/': the welcome frame (build/plugins/landing-frame.ts), the static landing page in a full-screen frame, which
 * speaks to the visitor's state ("Sign in", or "Go to my dashboard" once signed in).
 */
const welcome = (name: string, action: string): Shot => ({
  name,
  path: paths.landing,
  heading: /./,
  act: async (page) => {
    const frame = page.frameLocator('iframe.landing-frame__frame');
    await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(frame.locator('.frame-actions').getByRole('link', { name: action })).toBeVisible();
    const welcomeFrame = page.frames().find((each) => each.url().includes('/landing-frame/'));
    expect(welcomeFrame, 'the welcome frame is loaded').toBeDefined();
    await applyTypeface(welcomeFrame!);
    await welcomeFrame!.evaluate(() => document.fonts.ready.then(() => undefined));
  },
});

const SIGNED_OUT: Shot[] = [
  { name: 'login', path: paths.auth.login, heading: 'Login' },
  { name: 'home', path: paths.home, heading: /./ },
  welcome('welcome', 'Sign in'),
];

const INVESTOR: Shot[] = [
  welcome('welcome-signed-in', 'Go to my dashboard'),
  { name: 'dashboard', path: paths.user.dashboard, heading: /./ },
  // A list as cards on a phone (a table on a laptop): the dashboard's Schedule Summary, scrolled to its top.
  {
    name: 'dashboard-summary',
    path: paths.user.dashboard,
    heading: /./,
    act: async (page) => {
      await page.getByRole('tab', { name: 'Schedule Summary' }).click();
      await expect(page.getByRole('table', { name: 'Your meetings' })).toBeVisible();
      await page.evaluate(() => {
        const list = document.querySelector('[role="tablist"]');
        if (list) window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY - 80);
      });
    },
  },
  { name: 'schedule', path: paths.user.schedulePreview, heading: /./ },
  { name: 'agenda', path: paths.user.agenda, heading: /./ },
  { name: 'companies', path: paths.user.companies, heading: /./ },
  { name: 'preferences', path: paths.user.preferences, heading: /./ },
  { name: 'information', path: paths.user.information, heading: /./ },
];

/**
 * The pages shot in Arabic: the login page signed out, then an investor's dashboard and schedule (the frame, the time
 * card, the tabs and the select box mirrored). Every other page is checked in Arabic by tests/e2e/arabic.spec.ts's
 * walk (direction, sideways scroll, axe) rather than shot.
 */
const SIGNED_OUT_ARABIC: Shot[] = [{ name: 'login-ar', path: paths.auth.login, heading: /./ }];
const INVESTOR_ARABIC: Shot[] = [
  { name: 'dashboard-ar', path: paths.user.dashboard, heading: /./ },
  { name: 'schedule-ar', path: paths.user.schedulePreview, heading: /./ },
];

/** The page as an attendee sees it once everything has arrived: fonts, images, no loader. */
async function settle(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.loader, [aria-busy="true"]')).toHaveCount(0);
  await applyTypeface(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"')), 'the typeface is loaded').toBe(true);
  if ((await page.locator('html').getAttribute('lang')) === 'ar') {
    const arabicFace = () => document.fonts.check('16px "Noto Sans Arabic Variable"', 'ع');
    expect(await page.evaluate(arabicFace), 'the Arabic typeface is loaded').toBe(true);
  }
}

/**
 * The typefaces are `font-display: optional` (docs/performance.md): a page whose font file comes late
 * stays in the fallback face, which would make the shots depend on the machine's speed. Each shot
 * is taken with the portal's faces applied (Inter, and Noto Sans Arabic for Arabic letters), as a returning attendee
 * (fonts cached) sees the page.
 */
async function applyTypeface(page: Page | Frame) {
  await page.evaluate(async () => {
    for (const sheet of Array.from(document.styleSheets)) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (!(rule instanceof CSSFontFaceRule)) continue;
        const family = rule.style.getPropertyValue('font-family').replace(/['"]/g, '');
        if (family !== 'Inter Variable' && family !== 'Noto Sans Arabic Variable') continue;
        const url = /url\("?([^")]+)"?\)/.exec(rule.style.getPropertyValue('src'))?.[1];
        if (!url) continue;
        const face = new FontFace(family, `url(${url})`, {
          weight: rule.style.getPropertyValue('font-weight') || '100 900',
          unicodeRange: rule.style.getPropertyValue('unicode-range') || undefined,
        });
        document.fonts.add(await face.load());
      }
    }
  });
}

async function shoot(page: Page, shot: Shot, size: (typeof SIZES)[number]) {
  await page.goto(shot.path);
  await settle(page, shot.heading);
  if (shot.act) {
    await shot.act(page);
    await expect(page.locator('.loader, [aria-busy="true"]')).toHaveCount(0);
  }
  await expect(page, `${shot.name} at ${size.name} size`).toHaveScreenshot(`${shot.name}-${size.name}.png`, {
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator('.countdown, [data-ticking]')],
    maxDiffPixelRatio: 0.01,
  });
}

for (const size of SIZES) {
  test.describe(`${size.name} (${size.width} × ${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('signed-out pages', async ({ page }) => {
      for (const shot of SIGNED_OUT) await shoot(page, shot, size);
    });

    test('investor pages', async ({ page, signIn }) => {
      await signIn('investor1');
      for (const shot of INVESTOR) await shoot(page, shot, size);
    });

    test('in Arabic: the login page, then an investor’s main pages', async ({ page }) => {
      await page.goto(paths.home);
      await chooseArabic(page);
      for (const shot of SIGNED_OUT_ARABIC) await shoot(page, shot, size);
      await signInInArabic(page, 'investor1', DEMO_PASSWORD);
      for (const shot of INVESTOR_ARABIC) await shoot(page, shot, size);
    });
  });
}
