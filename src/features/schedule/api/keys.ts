/** The query keys of the schedule feature: the caller's schedule and the investor cancellation date. */
export const scheduleKeys = {
  all: ['schedule'] as const,
  detail: () => [...scheduleKeys.all, 'detail'] as const,
  cancellationDate: () => [...scheduleKeys.all, 'cancellation-date'] as const,
};
