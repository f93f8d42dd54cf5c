import { describe, expect, it } from 'vitest';
import {
  buildMediaBody,
  canSubmitMedia,
  choicesEnabled,
  initialMediaSurveyValues as initial,
  mediaSubmitBlock,
  missingForYes,
  sameMediaAnswers,
  type MediaSurveyValues,
} from '../media-survey';

const yes = (over: Partial<MediaSurveyValues> = {}): MediaSurveyValues => ({
  media_interview: true,
  media_provider_ids: [1],
  media_slot_ids: [801],
  with_colleagues: false,
  ...over,
});
const no: MediaSurveyValues = { ...initial, media_interview: false };

describe('sameMediaAnswers', () => {
  it('compares id lists as sets', () => {
    expect(sameMediaAnswers(yes({ media_provider_ids: [1, 3] }), yes({ media_provider_ids: [3, 1] }))).toBe(true);
    expect(sameMediaAnswers(yes({ media_provider_ids: [1, 3] }), yes({ media_provider_ids: [1] }))).toBe(false);
    expect(sameMediaAnswers(yes({ media_slot_ids: [801] }), yes({ media_slot_ids: [802] }))).toBe(false);
  });

  it('tells apart the answer and the colleagues flag', () => {
    expect(sameMediaAnswers(no, initial)).toBe(false);
    expect(sameMediaAnswers(no, { ...no, with_colleagues: true })).toBe(false);
  });
});

describe('provider and slot inputs', () => {
  it('are enabled only for yes', () => {
    expect(choicesEnabled(initial)).toBe(false);
    expect(choicesEnabled(no)).toBe(false);
    expect(choicesEnabled(yes())).toBe(true);
  });

  it('are required only for yes', () => {
    expect(missingForYes({ ...no, media_provider_ids: [] })).toEqual({ provider: false, slot: false });
    expect(missingForYes(yes({ media_provider_ids: [], media_slot_ids: [] }))).toEqual({ provider: true, slot: true });
    expect(missingForYes(yes({ media_slot_ids: [] }))).toEqual({ provider: false, slot: true });
  });
});

describe('mediaSubmitBlock', () => {
  const state = (
    values: MediaSurveyValues,
    extra: { lastSubmitted?: MediaSurveyValues | null; loading?: boolean } = {},
  ) => ({
    values,
    initial,
    lastSubmitted: extra.lastSubmitted ?? null,
    loading: extra.loading ?? false,
  });

  it('blocks when nothing changed from the initial values', () => {
    expect(mediaSubmitBlock(state(initial))).toBe('unchanged');
  });

  it('blocks while loading, even with a valid answer', () => {
    expect(mediaSubmitBlock(state(yes(), { loading: true }))).toBe('loading');
    expect(canSubmitMedia(state(yes(), { loading: true }))).toBe(false);
  });

  it('blocks after a successful submit until the answers change', () => {
    expect(mediaSubmitBlock(state(yes(), { lastSubmitted: yes() }))).toBe('submitted');
    expect(mediaSubmitBlock(state(yes({ media_slot_ids: [801, 802] }), { lastSubmitted: yes() }))).toBeNull();
  });

  it('blocks yes without a provider or without a slot', () => {
    expect(mediaSubmitBlock(state(yes({ media_provider_ids: [] })))).toBe('missing-choices');
    expect(mediaSubmitBlock(state(yes({ media_slot_ids: [] })))).toBe('missing-choices');
    expect(mediaSubmitBlock(state(yes({ media_provider_ids: [], media_slot_ids: [] })))).toBe('missing-choices');
  });

  it('blocks a changed form with no yes/no answer', () => {
    expect(mediaSubmitBlock(state({ ...initial, with_colleagues: true }))).toBe('unanswered');
  });

  it('allows no, and yes with a provider and a slot', () => {
    expect(canSubmitMedia(state(no))).toBe(true);
    expect(canSubmitMedia(state(yes()))).toBe(true);
  });
});

describe('buildMediaBody', () => {
  it('sends the choices for yes', () => {
    expect(buildMediaBody(yes({ media_provider_ids: [1, 3], with_colleagues: true }), { presenter: true })).toEqual({
      media_interview: true,
      media_provider_ids: [1, 3],
      media_slot_ids: [801],
      with_colleagues: true,
    });
  });

  it('sends empty lists for no, whatever was picked before', () => {
    expect(buildMediaBody({ ...yes(), media_interview: false }, { presenter: true })).toEqual({
      media_interview: false,
      media_provider_ids: [],
      media_slot_ids: [],
      with_colleagues: false,
    });
  });

  it('never applies the answers to colleagues for an investor', () => {
    expect(buildMediaBody(yes({ with_colleagues: true }), { presenter: false }).with_colleagues).toBe(false);
  });
});
