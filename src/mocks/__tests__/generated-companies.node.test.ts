import { describe, expect, it } from 'vitest';
import { db, resetDb } from '../db';
import { addGeneratedCompanies } from '../generated-companies';
import { preferencesAnswer } from '../views';

describe('generated companies (load-test helper)', () => {
  it('adds confirmed presenting companies that auth/preferences lists, and a reset removes them', () => {
    expect(addGeneratedCompanies(0)).toBe(12);
    expect(addGeneratedCompanies(208)).toBe(220);
    const investor = db.clients.find((c) => c.id === 1001);
    if (!investor) throw new Error('investor1 missing');
    const answer = preferencesAnswer(investor);
    expect(answer.companies).toHaveLength(220);
    const generated = answer.companies.filter((c) => c.name.startsWith('Generated Company'));
    expect(generated[0].available_slots_ids).toHaveLength(4);
    expect(generated[0].presenter_names).toHaveLength(1);
    expect(new Set(generated.map((c) => c.available_dates[0])).size).toBe(4);
    resetDb();
    expect(addGeneratedCompanies(0)).toBe(12);
  });
});
