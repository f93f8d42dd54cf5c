import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { setActiveLocale } from '@/i18n/i18n';
import { writeXlsxFile } from '@/lib/export/xlsx';
import { server } from '@/mocks/node';
import { pseudo, resetLanguage, untranslated } from '@/testing/catalogue';
import { findHeading, renderApp, signInAs } from '@/testing/render';

vi.mock('@/lib/export/xlsx', () => ({ writeXlsxFile: vi.fn(async () => undefined) }));

/**
 * Who you meet in the attendee's language: rendered in the pseudo-language (every catalogue text wrapped in ⟦ ⟧),
 * its texts are the catalogue's, the server's (names, institutions, rooms: in their own direction) or dates Intl
 * wrote (lang), for both sides and in its empty and error states, the export's failure dialog included; in Arabic
 * the page reads in Arabic while the Excel file stays in English.
 */
const SCHEDULE = '*/api/v1/user/auth/get-schedule';

afterEach(async () => {
  await resetLanguage();
});

async function openInPseudo(role: 'investor' | 'presenter', { days = true } = {}) {
  // The pseudo-language as a language other than English (right to left, as Arabic).
  setActiveLocale('ar', pseudo);
  signInAs(role);
  renderApp('/user/who-you-meet');
  await findHeading('⟦Who you meet⟧');
  if (days) await screen.findAllByRole('region', { name: /^الاثنين، 8 سبتمبر 2025/ }, { timeout: 30_000 });
  return userEvent.setup();
}

describe('Who you meet in a pseudo-language', () => {
  it("an investor's and a presenter's meetings", async () => {
    await openInPseudo('investor');
    expect(screen.getByRole('region', { name: 'الاثنين، 8 سبتمبر 2025 — ⟦2 meetings⟧' })).toBeVisible();
    expect(screen.getAllByRole('list', { name: '⟦Company representatives⟧' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: '⟦Time zone⟧' })).toBeVisible();
    expect(
      screen.getByText('⟦The zone of the Meeting Schedule page: the times here and in the export follow it.⟧'),
    ).toBeVisible();
    expect(untranslated(screen.getByRole('main'))).toEqual([]);
    cleanup();
    await openInPseudo('presenter');
    expect(screen.getAllByRole('list', { name: '⟦Investors⟧' }).length).toBeGreaterThan(0);
    expect(screen.getByText('⟦3 meetings⟧', { selector: 'strong' })).toBeVisible();
    expect(untranslated(screen.getByRole('main'))).toEqual([]);
  });

  it('the export failing, in its dialog', async () => {
    vi.mocked(writeXlsxFile).mockRejectedValueOnce(new Error('no file'));
    const user = await openInPseudo('investor');
    await user.click(screen.getByRole('button', { name: '⟦Export as Excel⟧' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('⟦The Excel file could not be made. Please try again.⟧');
    expect(untranslated(dialog)).toEqual([]);
  });

  it('the schedule not prepared, and the schedule failing to load', async () => {
    server.use(http.get(SCHEDULE, () => HttpResponse.json({ status: 200, schedule: {}, isPresenter: false })));
    await openInPseudo('investor', { days: false });
    await screen.findByText('⟦Schedule not prepared yet.⟧');
    expect(untranslated(screen.getByRole('main'))).toEqual([]);
    cleanup();
    server.resetHandlers();
    server.use(http.get(SCHEDULE, () => HttpResponse.json({ status: 500, message: 'Server Error' }, { status: 500 })));
    await openInPseudo('investor', { days: false });
    await screen.findByText('⟦We could not load your meetings.⟧');
    expect(untranslated(screen.getByRole('main'))).toEqual([]);
  });
});

describe('Who you meet in Arabic', () => {
  it('reads in Arabic, the names as sent, and exports the Excel file in English', async () => {
    vi.mocked(writeXlsxFile).mockClear();
    await activateLocale('ar', { remember: false });
    signInAs('investor');
    renderApp('/user/who-you-meet');
    await findHeading('مَن ستلتقي بهم');
    const nile = await screen.findByRole('heading', { level: 3, name: 'Nile Delta Bank' });
    expect(nile).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('3 اجتماعات', { selector: 'strong' })).toBeVisible();
    expect(screen.getAllByRole('link', { name: /^عرضه في الجدول/ })[0]).toHaveAttribute(
      'href',
      '/user/schedule-preview#meeting-5001',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'تصدير بصيغة Excel' }));
    await waitFor(() => expect(writeXlsxFile).toHaveBeenCalledTimes(1));
    const { rows, sheetName } = vi.mocked(writeXlsxFile).mock.calls[0][1];
    expect(sheetName).toBe('Who you meet');
    expect(rows[0]).toEqual(['Day', 'Time ((GMT+01:00) London)', 'Company', 'Representatives', 'Room', 'Meeting type']);
    expect(rows[1]).toEqual([
      'Monday 8 September 2025',
      '09:30–10:20',
      'Nile Delta Bank',
      'Mr. Ahmed Fawzy, Chief Financial Officer; Ms. Mona Saleh, Head of Investor Relations',
      'Room 4',
      'One-on-One meeting',
    ]);
  });
});
