// @vitest-environment jsdom
// (the sanitiser's output as a browser's parser gives it: vitest.config.ts)
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/html/sanitize', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/html/sanitize')>();
  return { ...actual, sanitizeHtml: vi.fn(actual.sanitizeHtml) };
});

/** A fresh copy of the component and the sanitiser's loader: the sanitiser not yet downloaded. */
async function freshSafeHtml() {
  const { SafeHtml } = await import('../safe-html');
  const sanitize = await import('@/lib/html/sanitize');
  return { SafeHtml, spy: vi.mocked(sanitize.sanitizeHtml) };
}

beforeEach(() => {
  vi.resetModules();
});

describe('SafeHtml', () => {
  it('shows the server text without scripts, handlers or styles, and new-tab links get noopener', async () => {
    const { SafeHtml } = await freshSafeHtml();
    const { container } = render(
      <SafeHtml
        html={
          '<p onclick="steal()" style="color:red">Hello <a href="https://example.org" target="_blank">there</a></p><script>steal()</script>'
        }
      />,
    );
    await screen.findByText('there');
    expect(container.innerHTML).toBe(
      '<div><p>Hello <a href="https://example.org" target="_blank" rel="noopener noreferrer">there</a></p></div>',
    );
  });

  it('shows the words paragraph by paragraph until the sanitiser is in, never unsanitised markup', async () => {
    const { SafeHtml } = await import('../safe-html');
    const { container } = render(
      <SafeHtml
        html={'<p>Closes <img src=x onerror="steal()">soon</p><ul><li>Day one</li></ul><script>steal()</script>'}
      />,
    );
    expect(container.innerHTML).toBe('<div><p>Closes soon</p><p>Day one</p></div>');
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('ul li')?.textContent).toBe('Day one');
    expect(container.querySelector('script')).toBeNull();
  });

  it('sanitises a text once, not again on every render of the page around it, and again when the text changes', async () => {
    const { SafeHtml, spy } = await freshSafeHtml();
    spy.mockClear(); // the mocked module outlives vi.resetModules: calls of earlier tests are on it
    const { rerender, container } = render(<SafeHtml html="<p>Registration closes soon.</p>" className="intro" />);
    await waitFor(() => expect(spy).toHaveBeenCalledTimes(1)); // the sanitiser is in, after the words' first paint
    spy.mockClear();
    rerender(<SafeHtml html="<p>Registration closes soon.</p>" className="intro" />);
    rerender(<SafeHtml html="<p>Registration closes soon.</p>" className="intro" />);
    expect(spy).toHaveBeenCalledTimes(0);
    rerender(<SafeHtml html="<p>Registration is closed.</p>" className="intro" />);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Registration is closed.');
  });
  it('keeps the words without formatting when the sanitiser cannot be downloaded', async () => {
    vi.doMock('@/lib/html/load-sanitizer', () => ({
      loadedSanitizer: () => null,
      loadSanitizer: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
    }));
    try {
      const { SafeHtml } = await import('../safe-html');
      const { container } = render(
        <SafeHtml html={'<p>Registration <strong>closes</strong> soon.</p><script>steal()</script>'} />,
      );
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(container.innerHTML).toBe('<div><p>Registration closes soon.</p></div>');
      const { SafeHtml: Inline } = await import('../safe-html');
      const inline = render(<Inline as="span" html={'Hello <em>there</em><p>again</p>'} />);
      expect(inline.container.innerHTML).toBe('<span>Hello there again</span>');
    } finally {
      vi.doUnmock('@/lib/html/load-sanitizer');
    }
  });
});
