import { describe, expect, it } from 'vitest';
import { t } from '@/i18n/i18n';
import { boardMessages, counterMessages, mismatchMessages } from '../../messages';

/**
 * The page's counted sentences are ICU plurals of the catalogue: in English each one reads exactly as the page wrote
 * it before the catalogue (the former wording, kept here as the reference), for one, several, none and thousands
 * (the figures are not grouped: "2200", as before).
 */
const before = {
  mismatch: (count: number) =>
    `${count} ${count === 1 ? 'company does' : 'companies do'} not match your availability: ${count === 1 ? 'it meets' : 'they meet'} investors on days or at times you have not chosen, so ${count === 1 ? 'it is' : 'they are'} marked below and cannot be selected. Update your availability to select ${count === 1 ? 'it' : 'them'}.`,
  group: (limit: number, slots: number, extra: number) =>
    `Up to ${limit} ${limit === 1 ? 'company' : 'companies'}: your ${slots} ${slots === 1 ? 'slot' : 'slots'} on these days plus ${extra}.`,
  scheduledCount: (scheduled: number, requested: number) =>
    `${scheduled} of your ${requested} ${requested === 1 ? 'request' : 'requests'} became ${scheduled === 1 ? 'a meeting' : 'meetings'}.`,
  hidden: (count: number) => `${count} selected ${count === 1 ? 'company is' : 'companies are'} hidden by the filters.`,
  column: (count: number) => `(${count} ${count === 1 ? 'request' : 'requests'})`,
};

const COUNTS = [0, 1, 2, 5, 11, 100, 2200];

describe('the counted sentences of the preferences page in English', () => {
  it.each(COUNTS)('read as before for %i', (n) => {
    expect(t(mismatchMessages.note, { count: n })).toBe(before.mismatch(n));
    expect(
      t(
        '{count, plural, one {{count} selected company is hidden by the filters.} other {{count} selected companies are hidden by the filters.}}',
        { count: n },
      ),
    ).toBe(before.hidden(n));
    expect(t('({count, plural, one {{count} request} other {{count} requests}})', { count: n })).toBe(before.column(n));
    for (const other of [0, 1, 3]) {
      expect(t(boardMessages.scheduledCount, { scheduled: other, requested: n })).toBe(before.scheduledCount(other, n));
      expect(t(counterMessages.group, { limit: n + other, slots: n, extra: other })).toBe(
        before.group(n + other, n, other),
      );
    }
  });

  it('fills the other placeholders as before', () => {
    expect(t(boardMessages.moved, { company: 'Nile Delta Bank', priority: 'High' })).toBe(
      'Nile Delta Bank moved to High priority.',
    );
    expect(t(boardMessages.cancelled, { date: 'Monday 8 September 2025', time: '09:30' })).toBe(
      'Your meeting on Monday 8 September 2025 at 09:30 (London time) was cancelled.',
    );
    expect(t('{date}, {time} ({city} time), {room}.', { date: 'D', time: 'T', city: 'London', room: 'Room 4' })).toBe(
      'D, T (London time), Room 4.',
    );
    expect(t('Move {company} to {priority} priority', { company: 'Petra', priority: 'Low' })).toBe(
      'Move Petra to Low priority',
    );
  });
});
