import { expect } from 'vitest';
import { NO_COMPANY } from '@/features/schedule';
import { driftEndpoints } from './endpoints';
import { driftSuite, field } from './harness';
import type { Json } from './variants';

const endpoint = driftEndpoints.find((e) => e.path === 'auth/get-schedule')!;

// Every meeting shows its company (or "No Company Exist") and its London start time.
driftSuite(endpoint, /Meeting Schedule/, (body) => {
  const days = Object.values((field(body, 'schedule') ?? {}) as Record<string, Json[]>);
  const meetings = days.flat().filter((slot) => String(field(slot, 'type')) !== '1');
  const text = document.body.textContent ?? '';
  for (const slot of meetings) {
    const company = field(slot, 'company', 'name');
    expect(text).toContain(typeof company === 'string' ? company : NO_COMPANY);
    expect(text).toContain(String(field(slot, 'start_time')).slice(0, 5));
  }
});
