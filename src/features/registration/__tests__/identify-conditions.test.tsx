// @vitest-environment jsdom
// (the sanitiser's output as a browser's parser gives it: vitest.config.ts)
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/mocks/node';
import { renderApp } from '@/testing/render';
import { findPageHeading } from '@/testing/registration-flows';

const CONFERENCE_TEXT = '*/api/v1/user/auth/get-conference-text';

describe('Identify page — conditions of participation', { timeout: 120_000 }, () => {
  it('shows the activation_code_text the mock backend serves with the conference text, above the checkbox', async () => {
    renderApp('/auth/registration/identify');
    await findPageHeading('Registration');
    const conditions = await screen.findByText(
      /^Participation is by invitation only\. Meetings are allocated by the organiser/,
    );
    expect(conditions.tagName).toBe('P');
    const checkbox = screen.getByRole('checkbox', {
      name: 'I have read and accept the above conditions of participation',
    });
    expect(conditions.compareDocumentPosition(checkbox) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('sanitises the text: markup kept, scripts and handlers dropped', async () => {
    server.use(
      http.get(CONFERENCE_TEXT, () =>
        HttpResponse.json({
          status: 200,
          conference: {
            activation_code_text:
              '<p><strong>Conditions:</strong> by invitation only.</p><img src="x" onerror="window.__hit = 1"><script>window.__hit = 2</script>',
          },
        }),
      ),
    );
    const { container } = renderApp('/auth/registration/identify');
    expect(await screen.findByText('Conditions:')).toBeInTheDocument();
    expect(screen.getByText('Conditions:').tagName).toBe('STRONG');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect((window as { __hit?: number }).__hit).toBeUndefined();
  });

  it('falls back to a plain invitation note when the server sends no conditions', async () => {
    server.use(http.get(CONFERENCE_TEXT, () => HttpResponse.json({ status: 200, conference: {} })));
    renderApp('/auth/registration/identify');
    expect(await screen.findByText(/Participation is by invitation\. Enter the activation code/)).toBeInTheDocument();
  });
});
