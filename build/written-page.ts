/**
 * The HTML of a page written at build time, made from the built index.html (the one template: Vite's own output,
 * with the policy, the head script, the typeface preload and the entry's tags) by parsing it and changing the
 * document, never its text. A written page paints from its HTML and stylesheets; its code only takes it over. So
 * it asks for no script before its first frame is painted: the entry script becomes a `portal-entry` meta read by
 * the entry loader (src/boot/entry-loader.ts), and the script preloads go (the entry starts the page's own code
 * beside itself).
 */
import {
  type DefaultTreeAdapterTypes,
  defaultTreeAdapter as tree,
  html,
  parse,
  parseFragment,
  serialize,
} from 'parse5';
import { ENTRY_META_NAME } from '../src/boot/entry-loader.js';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

export type WrittenPageContent = {
  /** The document's title, whole. */
  title: string;
  /** Addresses of the stylesheets of the page's own code, linked after the template's own. */
  stylesheets: readonly string[];
  /** The entry loader's built text (build/inline-scripts.ts), in place of the entry script. */
  entryLoader: string;
  /** What the server renders into #root. */
  body: string;
};

function* elementsOf(node: ParentNode): Generator<Element> {
  for (const child of tree.getChildNodes(node)) {
    if (!tree.isElementNode(child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

const attributeOf = (element: Element, name: string) =>
  tree.getAttrList(element).find((attribute) => attribute.name === name)?.value;

function createElement(tagName: string, attributes: Record<string, string>, text?: string): Element {
  const attrs = Object.entries(attributes).map(([name, value]) => ({ name, value }));
  const element = tree.createElement(tagName, html.NS.HTML, attrs);
  if (text) tree.insertText(element, text);
  return element;
}

/** The whitespace before `node` (its line's indentation), or a new line and `fallback`. */
function indentBefore(node: Element, fallback = '    '): string {
  const parent = tree.getParentNode(node);
  const siblings = parent ? tree.getChildNodes(parent) : [];
  const previous = siblings[siblings.indexOf(node) - 1];
  const text = previous && tree.isTextNode(previous) ? tree.getTextNodeContent(previous) : '';
  return /\n[ \t]*$/.exec(text)?.[0] ?? `\n${fallback}`;
}

/** Takes `node` out of the document with the whitespace that put it on a line of its own. */
function remove(node: Element) {
  const parent = tree.getParentNode(node);
  const siblings = parent ? tree.getChildNodes(parent) : [];
  const previous = siblings[siblings.indexOf(node) - 1];
  if (previous && tree.isTextNode(previous) && /^\s*$/.test(tree.getTextNodeContent(previous))) {
    tree.detachNode(previous);
  }
  tree.detachNode(node);
}

/** One element of the template matching `test`, which must be there exactly once. */
function only(document: ParentNode, what: string, test: (element: Element) => boolean): Element {
  const found = [...elementsOf(document)].filter(test);
  if (found.length !== 1) throw new Error(`written page: the template has ${found.length} ${what}, not one`);
  return found[0];
}

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

  const indent = indentBefore(entry);
  const parent = tree.getParentNode(entry) ?? head;
  tree.insertBefore(parent, createElement('meta', { name: ENTRY_META_NAME, content: entryAddress }), entry);
  tree.insertTextBefore(parent, indent, entry);
  tree.insertBefore(parent, createElement('script', {}, content.entryLoader), entry);
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
