#!/usr/bin/env node
/**
 * Draws the portal's app icons (web app manifest, home screens) with the Chromium the browser
 * tests use, and writes them to public/icons/:
 *   icon-192.png, icon-512.png      rounded tile (manifest purpose "any")
 *   icon-maskable-512.png           full-bleed tile, the mark inside the maskable safe zone
 *   apple-touch-icon.png            180 px, full-bleed (iOS rounds the corners itself)
 * and the browser tab's icon, public/favicon.png (32 px: an "L" tile). The favicon is a PNG, not
 * an SVG: Chromium draws an SVG favicon in a page of its own on the main thread, a few
 * milliseconds of a first visit's start-up (the build writes the PNG into the HTML, vite.config.ts).
 * The PNGs are committed; run `node scripts/make-icons.mjs` again after changing the design.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './lib/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'public/icons');
const GREEN = '#00502e';
const GOLD = '#e3b23c';

/** The mark: "1:1" over "LONDON" and a gold rule, drawn on a 512 × 512 canvas; `scale` shrinks it toward the centre. */
function iconSvg({ rounded, scale }) {
  const inset = (512 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${rounded ? 96 : 0}" fill="${GREEN}"/>
  <g transform="translate(${inset} ${inset}) scale(${scale})" font-family="DejaVu Sans, Arial, sans-serif" text-anchor="middle" fill="#fff">
    <text x="256" y="282" font-size="210" font-weight="700" letter-spacing="-6">1:1</text>
    <rect x="136" y="318" width="240" height="14" rx="7" fill="${GOLD}"/>
    <text x="256" y="408" font-size="64" font-weight="700" letter-spacing="10">LONDON</text>
  </g>
</svg>`;
}

/** The tab icon: a green tile with a white "L", on a 32 × 32 canvas. */
function faviconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="6" fill="${GREEN}"/>
  <text x="16" y="22" font-family="DejaVu Sans, Arial, sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">L</text>
</svg>`;
}

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, scale: 1 },
  { file: 'icon-512.png', size: 512, rounded: true, scale: 1 },
  { file: 'icon-maskable-512.png', size: 512, rounded: false, scale: 0.72 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, scale: 0.86 },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size }, deviceScaleFactor: 1 });
    const svg = iconSvg(icon).replace('width="512" height="512"', `width="${icon.size}" height="${icon.size}"`);
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
    await page.screenshot({
      path: path.join(outDir, icon.file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    await page.close();
    console.log(`public/icons/${icon.file} (${icon.size} px)`);
  }
  const page = await browser.newPage({ viewport: { width: 32, height: 32 }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html><body style="margin:0">${faviconSvg()}</body></html>`);
  await page.screenshot({
    path: path.join(root, 'public/favicon.png'),
    omitBackground: true,
    clip: { x: 0, y: 0, width: 32, height: 32 },
  });
  await page.close();
  console.log('public/favicon.png (32 px)');
} finally {
  await browser.close();
}
