import { render, screen } from '@testing-library/react';
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
      <SafeHtml html={'<p onclick="steal()" style="color:red">Hello <a href="https://example.org" target="_blank">there</a></p><script>steal()</script>'} />,
    );
    await screen.findByText('there');
    expect(container.innerHTML).toBe(
      '<div><p>Hello <a href="https://example.org" target="_blank" rel="noopener noreferrer">there</a></p></div>',
    );
  });

  it('keeps the box empty and busy until the sanitiser is in, never showing unsanitised markup', async () => {
    const { SafeHtml } = await import('../safe-html');
    const { container } = render(<SafeHtml html={'<p>Closes <img src=x onerror="steal()">soon</p>'} />);
    expect(container.innerHTML).toBe('<div aria-busy="true"></div>');
    await screen.findByText(/Closes/);
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });

  it('shows the words without formatting when the sanitiser cannot be downloaded', async () => {
    vi.doMock('@/lib/html/load-sanitizer', () => ({
      loadedSanitizer: () => null,
      loadSanitizer: () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
    }));
    try {
      const { SafeHtml } = await import('../safe-html');
      const { container } = render(<SafeHtml html={'<p>Registration <strong>closes</strong> soon.</p><script>steal()</script>'} />);
      await screen.findByText('Registration closes soon.steal()');
      expect(container.querySelector('strong, script, p')).toBeNull();
    } finally {
      vi.doUnmock('@/lib/html/load-sanitizer');
    }
  });

  it('sanitises a text once, not again on every render of the page around it, and again when the text changes', async () => {
    const { SafeHtml, spy } = await freshSafeHtml();
    const { rerender, container } = render(<SafeHtml html="<p>Registration closes soon.</p>" className="intro" />);
    await screen.findByText('Registration closes soon.');
    spy.mockClear();
    rerender(<SafeHtml html="<p>Registration closes soon.</p>" className="intro" />);
    rerender(<SafeHtml html="<p>Registration closes soon.</p>" className="intro" />);
    expect(spy).toHaveBeenCalledTimes(0);
    rerender(<SafeHtml html="<p>Registration is closed.</p>" className="intro" />);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('Registration is closed.');
  });
});
