import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/i18n/activate';
import { changeDemoSchedule } from '@/mocks/demo-changes';
import { resetLanguage } from '@/testing/catalogue';
import { renderApp, signInAs } from '@/testing/render';
import { openAgenda } from './helpers';

const files: { name: string; blob: Blob }[] = [];
const originalCreate = URL.createObjectURL;
const originalRevoke = URL.revokeObjectURL;
let pending: Blob | null = null;

beforeEach(() => {
  files.length = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    pending = blob;
    return 'blob:agenda';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (pending) files.push({ name: this.download, blob: pending });
  });
});
afterEach(() => {
  URL.createObjectURL = originalCreate;
  URL.revokeObjectURL = originalRevoke;
  vi.restoreAllMocks();
});

const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
/** The events of a calendar file: UID → its properties. */
async function eventsOf(blob: Blob): Promise<Record<string, string[]>> {
  const blocks = unfold(await blob.text())
    .split('BEGIN:VEVENT\r\n')
    .slice(1)
    .map((block) => block.split('\r\nEND:VEVENT')[0].split('\r\n'));
  return Object.fromEntries(blocks.map((lines) => [lines[0].replace(/^UID:/, '').split('@')[0], lines]));
}

describe('My Agenda — calendar file', () => {
  it('exports every item under a stable UID, and a meeting cancelled since the last export as CANCELLED under its old one', async () => {
    const user = userEvent.setup();
    const first = await openAgenda('presenter');
    await user.click(screen.getByRole('button', { name: 'Download calendar (.ics)' }));
    expect(files.map((file) => file.name)).toEqual(['my-agenda.ics']);
    const before = await eventsOf(files[0].blob);
    expect(Object.keys(before)).toEqual([
      'arrival-1101',
      'meeting-5004',
      'session-9101',
      'meeting-5002',
      'meeting-5005',
      'departure-1101',
      'tour-903',
    ]);
    expect(before['tour-903']).toEqual(
      expect.arrayContaining(['SUMMARY:Guided tour', 'DTSTART:20250910T120000Z', 'STATUS:CONFIRMED']),
    );
    expect(before['meeting-5002']).toContain('STATUS:CONFIRMED');

    first.unmount();
    changeDemoSchedule();
    await openAgenda('presenter');
    await user.click(screen.getByRole('button', { name: 'Download calendar (.ics)' }));
    const after = await eventsOf(files[1].blob);
    expect(after['meeting-5002']).toEqual(
      expect.arrayContaining(['STATUS:CANCELLED', 'SEQUENCE:1', 'DTSTART:20250908T130000Z']),
    );
    // Moved: the same UID, a higher sequence, the new time.
    expect(after['meeting-5005']).toEqual(expect.arrayContaining(['SEQUENCE:1', 'DTSTART:20250909T093000Z']));
    expect(after['meeting-5008']).toContain('STATUS:CONFIRMED');
    expect(after['meeting-5004']).not.toEqual(expect.arrayContaining([expect.stringMatching(/^SEQUENCE/)]));
  }, 120_000);

  it('stays in English when the page is in Arabic', async () => {
    await activateLocale('ar', { remember: false });
    try {
      signInAs('presenter');
      renderApp('/user/agenda');
      await screen.findAllByRole('article', {}, { timeout: 30_000 });
      await userEvent.setup().click(screen.getByRole('button', { name: 'تنزيل التقويم (\u200e.ics)' }));
      const events = await eventsOf(files[0].blob);
      expect(events['tour-903']).toContain('SUMMARY:Guided tour');
      expect(events['arrival-1101']).toEqual(
        expect.arrayContaining([
          'SUMMARY:Arrival',
          expect.stringMatching(/^DESCRIPTION:As given in your registration/),
        ]),
      );
    } finally {
      await resetLanguage();
    }
  });
});
