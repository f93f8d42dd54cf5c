/** The query keys of the survey feature: every survey query sits under `surveyKeys.all`. */
export const surveyKeys = {
  all: ['survey'] as const,
  mine: () => [...surveyKeys.all, 'mine'] as const,
};
