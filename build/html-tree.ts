/**
 * The few document operations the build makes on HTML (build/written-page.ts, build/plugins/landing-frame.ts),
 * on parse5's tree: the build changes documents, never their text.
 */
import { type DefaultTreeAdapterTypes, defaultTreeAdapter as tree, html } from 'parse5';

export type Element = DefaultTreeAdapterTypes.Element;
export type ParentNode = DefaultTreeAdapterTypes.ParentNode;
export { tree };

export function* elementsOf(node: ParentNode): Generator<Element> {
  for (const child of tree.getChildNodes(node)) {
    if (!tree.isElementNode(child)) continue;
    yield child;
    yield* elementsOf(child);
  }
}

export const attributeOf = (element: Element, name: string) =>
  tree.getAttrList(element).find((attribute) => attribute.name === name)?.value;

export function createElement(tagName: string, attributes: Record<string, string>, text?: string): Element {
  const attrs = Object.entries(attributes).map(([name, value]) => ({ name, value }));
  const element = tree.createElement(tagName, html.NS.HTML, attrs);
  if (text) tree.insertText(element, text);
  return element;
}

/** The whitespace before `node` (its line's indentation), or a new line and `fallback`. */
export function indentBefore(node: Element, fallback = '    '): string {
  const parent = tree.getParentNode(node);
  const siblings = parent ? tree.getChildNodes(parent) : [];
  const previous = siblings[siblings.indexOf(node) - 1];
  const text = previous && tree.isTextNode(previous) ? tree.getTextNodeContent(previous) : '';
  return /\n[ \t]*$/.exec(text)?.[0] ?? `\n${fallback}`;
}

/** Takes `node` out of the document with the whitespace that put it on a line of its own. */
export function remove(node: Element) {
  const parent = tree.getParentNode(node);
  const siblings = parent ? tree.getChildNodes(parent) : [];
  const previous = siblings[siblings.indexOf(node) - 1];
  if (previous && tree.isTextNode(previous) && /^\s*$/.test(tree.getTextNodeContent(previous))) {
    tree.detachNode(previous);
  }
  tree.detachNode(node);
}

/** Inserts `nodes` after `anchor`, each on a line of its own at the anchor's indentation. */
export function insertAfter(anchor: Element, nodes: readonly Element[]) {
  const parent = tree.getParentNode(anchor);
  if (!parent) throw new Error('html: the anchor is not in a document');
  const siblings = tree.getChildNodes(parent);
  const next = siblings[siblings.indexOf(anchor) + 1];
  const indent = indentBefore(anchor);
  for (const node of nodes) {
    if (next) {
      tree.insertTextBefore(parent, indent, next);
      tree.insertBefore(parent, node, next);
    } else {
      tree.insertText(parent, indent);
      tree.appendChild(parent, node);
    }
  }
}

/** The one element of `document` matching `test`, which must be there exactly once. */
export function only(document: ParentNode, what: string, test: (element: Element) => boolean, owner = 'html'): Element {
  const found = [...elementsOf(document)].filter(test);
  if (found.length !== 1) throw new Error(`${owner}: the template has ${found.length} ${what}, not one`);
  return found[0];
}
