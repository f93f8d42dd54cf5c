/**
 * The HTML of a page written at build time, made from the built index.html (the one template: Vite's own output,
 * with the policy, the head script, the typeface preload and the entry's tags) by parsing it and changing the
 * document, never its text. A written page paints from its HTML and stylesheets; its code only takes it over. So
 * it asks for no script before its first frame is painted: the entry script becomes a `portal-entry` meta read by
 * the entry loader (src/boot/entry-loader.ts), and the script preloads go (the entry starts the page's own code
 * beside itself). The login page's form works before that code has taken it over (src/boot/early-login.ts). The
 * kept-page painter (src/boot/kept-page.ts) is index.html's alone: a written page is no signed-in page, and leaves it out.
 */
import { parse, parseFragment, serialize } from 'parse5';
import { API_META_NAME } from '../src/boot/early-login-marks.js';
import { ENTRY_META_NAME } from '../src/boot/entry-loader.js';
import {
  attributeOf,
  createElement,
  elementsOf,
  indentBefore,
  only as onlyIn,
  type ParentNode,
  remove,
  tree,
} from './html-tree.js';

export type WrittenPageContent = {
  /** The document's title, whole. */
  title: string;
  /** Addresses of the stylesheets of the page's own code, linked after the template's own. */
  stylesheets: readonly string[];
  /** The entry loader's built text (build/inline-scripts.ts), in place of the entry script. */
  entryLoader: string;
  /**
   * On the login page: the early login's built text (build/inline-scripts.ts), after the entry loader, and the API's
   * base address it sends the sign-in to (null with the mock backend, which only the page's code starts).
   */
  earlyLogin?: { script: string; api: string | null };
  /** The kept-page painter's built text (build/inline-scripts.ts): the template's, which a written page leaves out. */
  keptPage: string;
  /** What the server renders into #root. */
  body: string;
};

const only = (document: ParentNode, what: string, test: Parameters<typeof onlyIn>[2]) =>
  onlyIn(document, what, test, 'written page');

/** `template` (the built index.html) as the written page of `content`. */
export function writtenPage(template: string, content: WrittenPageContent): string {
  const document = parse(template);
  const head = only(document, '<head>', (element) => element.tagName === 'head');
  const entry = only(
    document,
    'entry scripts',
    (element) => element.tagName === 'script' && attributeOf(element, 'type') === 'module',
  );
  const entryAddress = attributeOf(entry, 'src');
  if (!entryAddress) throw new Error('written page: the entry script names no file');
  const title = only(document, '<title>', (element) => element.tagName === 'title');
  const root = only(document, '#root', (element) => attributeOf(element, 'id') === 'root');
  if (tree.getChildNodes(root).length) throw new Error('written page: the template has content in #root');
  const keptPage = only(document, 'kept-page painters', (element) => {
    if (element.tagName !== 'script' || element.attrs.length) return false;
    const [text, ...more] = tree.getChildNodes(element);
    return !more.length && !!text && tree.isTextNode(text) && tree.getTextNodeContent(text) === content.keptPage;
  });
  remove(keptPage);

  const indent = indentBefore(entry);
  const parent = tree.getParentNode(entry) ?? head;
  tree.insertBefore(parent, createElement('meta', { name: ENTRY_META_NAME, content: entryAddress }), entry);
  tree.insertTextBefore(parent, indent, entry);
  tree.insertBefore(parent, createElement('script', {}, content.entryLoader), entry);
  if (content.earlyLogin) {
    const { script, api } = content.earlyLogin;
    if (api !== null) {
      tree.insertTextBefore(parent, indent, entry);
      tree.insertBefore(parent, createElement('meta', { name: API_META_NAME, content: api }), entry);
    }
    tree.insertTextBefore(parent, indent, entry);
    tree.insertBefore(parent, createElement('script', {}, script), entry);
  }
  tree.detachNode(entry);
  for (const element of [...elementsOf(document)]) {
    const rel = attributeOf(element, 'rel');
    if (rel === 'modulepreload' || (rel === 'preload' && attributeOf(element, 'as') === 'script')) remove(element);
  }

  for (const child of [...tree.getChildNodes(title)]) tree.detachNode(child);
  tree.insertText(title, content.title);
  for (const href of content.stylesheets) {
    tree.insertText(head, indent);
    tree.appendChild(head, createElement('link', { rel: 'stylesheet', crossorigin: '', href }));
  }
  for (const node of tree.getChildNodes(parseFragment(root, content.body, {}))) tree.appendChild(root, node);
  return serialize(document);
}
