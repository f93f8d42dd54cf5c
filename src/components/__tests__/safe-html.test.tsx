import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SafeHtml } from '../safe-html';
import * as sanitize from '@/lib/html/sanitize';

vi.mock('@/lib/html/sanitize', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/html/sanitize')>();
  return { ...actual, sanitizeHtml: vi.fn(actual.sanitizeHtml) };
});

describe('SafeHtml', () => {
  it('shows the server text without scripts, handlers or styles, and new-tab links get noopener', () => {
    const { container } = render(
      <SafeHtml html={'<p onclick="steal()" style="color:red">Hello <a href="https://example.org" target="_blank">there</a></p><script>steal()</script>'} />,
    );
    expect(container.innerHTML).toBe(
      '<div><p>Hello <a href="https://example.org" target="_blank" rel="noopener noreferrer">there</a></p></div>',
    );
  });

  it('sanitises a text once, not again on every render of the page around it, and again when the text changes', () => {
    const spy = vi.mocked(sanitize.sanitizeHtml);
    spy.mockClear();
    const { rerender, container } = render(<SafeHtml html="<p>Registration closes soon.</p>" className="intro" />);
    rerender(<SafeHtml html="<p>Registration closes soon.</p>" className="intro" />);
    rerender(<SafeHtml html="<p>Registration closes soon.</p>" className="intro" />);
    expect(spy).toHaveBeenCalledTimes(1);
    rerender(<SafeHtml html="<p>Registration is closed.</p>" className="intro" />);
    expect(spy).toHaveBeenCalledTimes(2);
    expect(container.textContent).toBe('Registration is closed.');
  });
});
