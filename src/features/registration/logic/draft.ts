/**
 * The register form's draft (contract §13 `registration_form`), kept for whom it was
 * typed: the invitation code of a first-time registration, so that identifying again
 * with the same code brings back what was typed after the session expired, or the
 * signed-in attendee updating their registration, so that reopening the form brings it
 * back. Passwords are never kept.
 */
import { readItem, removeItem, storageKeys, writeItem } from '@/lib/session/storage';
import type { RegisterFormValues, RegistrationMode } from './form-values';

/** Whose draft it is: an invitation code, or `attendee:<id>` for a signed-in attendee's update. */
export type RegistrationDraft = RegisterFormValues & { owner: string };

export function draftOwner(mode: RegistrationMode, invitationCode: string, personId: number | string): string {
  return mode === 'first-time' ? invitationCode : `attendee:${personId}`;
}

/** Read-only fields always come from the server, never from the draft. */
const READ_ONLY = ['title', 'first_name', 'middle_name', 'family_name', 'company', 'email'] as const;

export function toDraft(values: RegisterFormValues, owner: string): RegistrationDraft {
  return {
    ...values,
    login_details: { ...values.login_details, current_password: '', password: '', password_confirmation: '' },
    owner,
  };
}

export function saveDraft(values: RegisterFormValues, owner: string): void {
  if (!owner) return;
  writeItem(storageKeys.registrationForm, toDraft(values, owner));
}

export function readDraft(): RegistrationDraft | null {
  const draft = readItem<RegistrationDraft>(storageKeys.registrationForm);
  return draft && typeof draft === 'object' && typeof draft.owner === 'string' ? draft : null;
}

export function clearDraft(): void {
  removeItem(storageKeys.registrationForm);
}

/** Runs `clear` (which may wipe local storage) and puts the draft back. */
export function keepingDraft(clear: () => void): void {
  const draft = readItem<unknown>(storageKeys.registrationForm);
  clear();
  if (draft !== null) writeItem(storageKeys.registrationForm, draft);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function sameKind(base: unknown, candidate: unknown): boolean {
  if (Array.isArray(base)) return Array.isArray(candidate);
  if (base === null) return candidate === null || typeof candidate === 'number' || typeof candidate === 'boolean';
  if (typeof base === 'number') return typeof candidate === 'number' || candidate === null;
  if (typeof base === 'boolean') return typeof candidate === 'boolean' || candidate === null;
  return typeof candidate === typeof base;
}

function merge<T>(base: T, draft: unknown): T {
  if (!isObject(base) || !isObject(draft)) return base;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(base)) {
    if (!(key in draft)) continue;
    const candidate = draft[key];
    if (isObject(value)) out[key] = merge(value, candidate);
    else if (sameKind(value, candidate)) {
      out[key] = Array.isArray(candidate)
        ? candidate.filter((item) => typeof item === 'number' || typeof item === 'string')
        : candidate;
    }
  }
  return out as T;
}

/**
 * The values to start from: the server's values, overlaid with the draft when it was
 * typed for this owner. Read-only fields and passwords stay the server's.
 */
export function restoreDraft(
  defaults: RegisterFormValues,
  draft: RegistrationDraft | null,
  owner: string,
): { values: RegisterFormValues; restored: boolean } {
  if (!draft || !owner || draft.owner !== owner) return { values: defaults, restored: false };
  const merged = merge(defaults, draft);
  for (const field of READ_ONLY) merged.client_details[field] = defaults.client_details[field];
  merged.login_details = { ...merged.login_details, current_password: '', password: '', password_confirmation: '' };
  return { values: merged, restored: true };
}
