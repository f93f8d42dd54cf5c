/**
 * Rules of the media interview survey: when the provider and slot choices open, when it may be
 * submitted, and the body it sends (spec B§4 "Media survey", B§5; contract §11.3).
 */
import type { Id, MediaInterviewBody } from '@/lib/api/contract';

export type MediaSurveyValues = {
  media_interview: boolean | null;
  media_provider_ids: Id[];
  media_slot_ids: Id[];
  with_colleagues: boolean;
};

/** The server returns no earlier answers, so the survey always starts empty (contract §11.2). */
export const initialMediaSurveyValues: MediaSurveyValues = {
  media_interview: null,
  media_provider_ids: [],
  media_slot_ids: [],
  with_colleagues: false,
};

function sameIds(a: readonly Id[], b: readonly Id[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/** Two answers are the same when every field matches; id lists compare as sets. */
export function sameMediaAnswers(a: MediaSurveyValues, b: MediaSurveyValues): boolean {
  return (
    a.media_interview === b.media_interview &&
    a.with_colleagues === b.with_colleagues &&
    sameIds(a.media_provider_ids, b.media_provider_ids) &&
    sameIds(a.media_slot_ids, b.media_slot_ids)
  );
}

/** Which of the choices a 'yes' requires (at least one provider and one slot) are still missing (B§5). */
export function missingForYes(values: MediaSurveyValues): { provider: boolean; slot: boolean } {
  if (values.media_interview !== true) return { provider: false, slot: false };
  return { provider: values.media_provider_ids.length === 0, slot: values.media_slot_ids.length === 0 };
}

/** Provider and slot inputs are usable only once 'yes' is chosen (B§4). */
export function choicesEnabled(values: MediaSurveyValues): boolean {
  return values.media_interview === true;
}

export type MediaSubmitState = {
  values: MediaSurveyValues;
  initial: MediaSurveyValues;
  /** The answers of the last successful submit, null before any. */
  lastSubmitted: MediaSurveyValues | null;
  loading: boolean;
};

export type MediaSubmitBlock = 'unchanged' | 'loading' | 'submitted' | 'unanswered' | 'missing-choices' | null;

/**
 * Why submitting is blocked, or null when it is allowed: nothing answered yet, the same answers as the
 * last submit, a missing answer or missing choices, or the lists still loading (B§4).
 */
export function mediaSubmitBlock({ values, initial, lastSubmitted, loading }: MediaSubmitState): MediaSubmitBlock {
  if (loading) return 'loading';
  if (sameMediaAnswers(values, initial)) return 'unchanged';
  if (lastSubmitted && sameMediaAnswers(values, lastSubmitted)) return 'submitted';
  if (values.media_interview === null) return 'unanswered';
  const missing = missingForYes(values);
  if (missing.provider || missing.slot) return 'missing-choices';
  return null;
}

export function canSubmitMedia(state: MediaSubmitState): boolean {
  return mediaSubmitBlock(state) === null;
}

/** The body sent to the server: 'no' sends empty lists; only presenters may apply the answers to colleagues (contract §11.3). */
export function buildMediaBody(values: MediaSurveyValues, options: { presenter: boolean }): MediaInterviewBody {
  const yes = values.media_interview === true;
  return {
    media_interview: yes,
    media_provider_ids: yes ? [...values.media_provider_ids] : [],
    media_slot_ids: yes ? [...values.media_slot_ids] : [],
    with_colleagues: options.presenter && values.with_colleagues,
  };
}
