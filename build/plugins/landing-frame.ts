import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse, serialize } from 'parse5';
import type { Plugin, ResolvedConfig } from 'vite';
import { contentSecurityPolicy } from '../csp.js';
import { attributeOf, createElement, type Element, elementsOf, insertAfter, only, remove } from '../html-tree.js';
import { inlineScripts } from '../inline-scripts.js';

/** The welcome frame of '/' (spec A§2: a static page in a full-screen frame), copied from public/. */
export const LANDING_FRAME = 'landing-frame/index.html';
/** The same page in each other language of the portal, beside it (the frame page shows the attendee's). */
export const LANDING_FRAMES = [LANDING_FRAME, 'landing-frame/ar.html'] as const;

/** The source's links to the portal's stylesheet and typeface, as the development server serves them. */
const isSourceLink = (element: Element) =>
  element.tagName === 'link' && (attributeOf(element, 'href') ?? '').startsWith('/src/');
/** The built index.html's stylesheets and typeface preload. */
const isBuiltStyleLink = (element: Element) =>
  element.tagName === 'link' &&
  (attributeOf(element, 'rel') === 'stylesheet' ||
    (attributeOf(element, 'rel') === 'preload' && attributeOf(element, 'as') === 'font'));

export type LandingFrameBuild = {
  /** The portal's head script (src/boot/head-script.ts as built), which marks a signed-in visitor. */
  headScript: string;
  /** The built index.html, whose stylesheets and typeface preload replace the source's links; none in development. */
  builtIndex?: string;
  /** The Content-Security-Policy, first after the character set; none in development. */
  policy?: string;
};

/**
 * The welcome frame as served: the portal's head script right after its character set (and, built, the portal's
 * policy before it), and, built, the portal's own stylesheets and typeface preload (those of the built index.html,
 * which the page around the frame has already loaded, so the frame asks for nothing new) in place of the source's
 * links. The source holds no script of its own: the build would fail on one, since the policy allows none.
 */
export function landingFrameHtml(
  source: string,
  { headScript, builtIndex, policy }: LandingFrameBuild,
  name: string = LANDING_FRAME,
): string {
  const document = parse(source);
  const owner = 'landing frame';
  if ([...elementsOf(document)].some((element) => element.tagName === 'script')) {
    throw new Error(`${owner}: ${name} has a script of its own; only the portal's head script runs there`);
  }
  const charset = only(
    document,
    'character sets',
    (element) => element.tagName === 'meta' && !!attributeOf(element, 'charset'),
    owner,
  );
  const sourceLinks = [...elementsOf(document)].filter(isSourceLink);
  if (!sourceLinks.some((link) => attributeOf(link, 'rel') === 'stylesheet')) {
    throw new Error(`${owner}: ${name} does not link the portal's stylesheet`);
  }
  if (builtIndex !== undefined) {
    const builtLinks = [...elementsOf(parse(builtIndex))].filter(isBuiltStyleLink);
    if (!builtLinks.some((link) => attributeOf(link, 'rel') === 'stylesheet')) {
      throw new Error(`${owner}: index.html links no stylesheet`);
    }
    insertAfter(sourceLinks[sourceLinks.length - 1], builtLinks);
    for (const link of sourceLinks) remove(link);
  }
  const first =
    policy === undefined ? [] : [createElement('meta', { 'http-equiv': 'Content-Security-Policy', content: policy })];
  insertAfter(charset, [...first, createElement('script', {}, headScript)]);
  return serialize(document);
}

/**
 * Writes the built welcome frames (see landingFrameHtml), one per language, before the service worker's precache list
 * is made, and serves them with the head script in development.
 */
export function landingFrame(env: Record<string, string>): Plugin {
  let config: ResolvedConfig;
  const sourceFile = (name: string) => path.resolve(config.root, config.publicDir, name);
  return {
    name: 'portal-landing-frame',
    configResolved: (resolved) => {
      config = resolved;
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const name = LANDING_FRAMES.find((frame) => request.url?.split('?')[0] === `/${frame}`);
        if (!name) return next();
        const { head } = await inlineScripts(config.root);
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(landingFrameHtml(readFileSync(sourceFile(name), 'utf8'), { headScript: head }, name));
      });
    },
    async writeBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return; // a server-side build: no pages
      const scripts = await inlineScripts(config.root);
      for (const name of LANDING_FRAMES) {
        const file = path.resolve(config.root, config.build.outDir, name);
        try {
          const html = landingFrameHtml(
            readFileSync(file, 'utf8'),
            { headScript: scripts.head, builtIndex: String(index.source), policy: contentSecurityPolicy(env, scripts) },
            name,
          );
          writeFileSync(file, html);
        } catch (error) {
          this.error(error instanceof Error ? error.message : String(error));
        }
      }
    },
  };
}
