import { useEffect, useMemo, useState } from 'react';
import { TRUSTED_TYPE_POLICIES } from '@/config/trusted-types';
import { useLocale } from '@/i18n/i18n';
import { SOURCE_LOCALE } from '@/i18n/locale-choice';
import { loadedSanitizer, loadSanitizer, type Sanitize } from '@/lib/html/load-sanitizer';
import { afterNextPaint } from '@/lib/scheduling/after-next-paint';
import { createPolicy, trustedHtml } from '@/lib/trusted-types';

type Props = { html: string | null | undefined; className?: string; as?: 'div' | 'span' };

/**
 * Trusts a server text for DOMParser alone: the document it parses into is inert and only its
 * words are read out of it, so none of its markup reaches the page.
 */
const inertText = createPolicy(TRUSTED_TYPE_POLICIES.inertText, { createHTML: (html) => html });

/** Elements whose content is never text to read. */
const NOT_TEXT = 'script, style, template, noscript, iframe, object, embed';

/**
 * The words of `html` without any markup, one entry per top-level block (a paragraph, a list, a
 * heading; inline runs between them make one each). Parsed in an inert document: no script runs
 * and nothing loads.
 */
export function plainParagraphs(html: string | null | undefined): string[] {
  if (!html) return [];
  const body = new DOMParser().parseFromString(trustedHtml(inertText, html), 'text/html').body;
  for (const element of body.querySelectorAll(NOT_TEXT)) element.remove();
  const paragraphs: string[] = [];
  let run = '';
  const flush = () => {
    if (run.trim()) paragraphs.push(run.trim());
    run = '';
  };
  for (const node of body.childNodes) {
    const text = node.textContent ?? '';
    const inline =
      node.nodeType === Node.TEXT_NODE ||
      (node instanceof HTMLElement &&
        ['A', 'B', 'BR', 'EM', 'I', 'SPAN', 'STRONG', 'U', 'SMALL', 'SUB', 'SUP', 'MARK'].includes(node.tagName));
    if (inline) run += text;
    else {
      flush();
      if (text.trim()) paragraphs.push(text.trim());
    }
  }
  flush();
  return paragraphs;
}

/**
 * Renders server-supplied HTML after sanitising it: once per text, not on every render of the
 * page around it. The sanitiser (src/lib/html/load-sanitizer.ts) is downloaded once a server text
 * has first been painted; until it is in, the text's words are shown, paragraph by paragraph,
 * without formatting (and stay so if it cannot be downloaded). The one component that sets HTML
 * (ESLint forbids dangerouslySetInnerHTML anywhere else). The server's text is never translated: in another language
 * than English it keeps its own direction (`dir="auto"`).
 */
export function SafeHtml({ html, className, as = 'div' }: Props) {
  const Tag = as;
  const dir = useLocale() === SOURCE_LOCALE ? undefined : 'auto';
  const [sanitize, setSanitize] = useState<Sanitize | null>(loadedSanitizer);
  useEffect(() => {
    if (sanitize) return undefined;
    let live = true;
    // Once the words have been painted: the sanitiser's download does not hold up the first screen.
    const cancel = afterNextPaint(() => {
      loadSanitizer().then(
        (loaded) => live && setSanitize(() => loaded),
        () => undefined, // the words stay, without formatting
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [sanitize]);
  const clean = useMemo(() => (sanitize ? { __html: sanitize(html) } : null), [sanitize, html]);
  const words = useMemo(() => (sanitize ? [] : plainParagraphs(html)), [sanitize, html]);
  if (clean) return <Tag className={className} dir={dir} dangerouslySetInnerHTML={clean} />;
  if (as === 'span')
    return (
      <Tag className={className} dir={dir}>
        {words.join(' ')}
      </Tag>
    );
  return (
    <Tag className={className} dir={dir}>
      {words.map((paragraph, index) => (
        // The paragraphs of one text, in order: their position is their identity.
        <p key={index}>{paragraph}</p>
      ))}
    </Tag>
  );
}
