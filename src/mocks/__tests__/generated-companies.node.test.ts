import { describe, expect, it } from 'vitest';
import { db, resetDb } from '../db';
import { addGeneratedCompanies } from '../generated-companies';
import { confirmedCompanies, preferencesAnswer } from '../views';
import { presentingCompanies, registeredPresenters } from '../views/capacity';
import { findConfClientByClient, isPresenter } from '../views/lookups';

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

  it('counts as confirmed exactly the presenting companies with a registered presenter, at ten times the size', () => {
    addGeneratedCompanies(2200 - addGeneratedCompanies(0));
    // A registered presenter's record made unregistered, with a second, registered record after it (the first counts).
    const first = db.clients.find((c) => isPresenter(c) && findConfClientByClient(c.id)?.status === 2);
    const record = first ? findConfClientByClient(first.id) : undefined;
    if (!record) throw new Error('no registered presenter');
    record.status = 1;
    db.confClients.push({ ...record, id: 999_999, status: 2 });
    const oneByOne = presentingCompanies()
      .filter((c) => registeredPresenters(c.id).length > 0)
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(confirmedCompanies().map((c) => c.id)).toEqual(oneByOne.map((c) => c.id));
    expect(oneByOne.length).toBeGreaterThan(2000);
    resetDb();
  });
});
