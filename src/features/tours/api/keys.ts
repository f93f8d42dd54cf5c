/** The query keys of the tours feature: every tour query sits under `tourKeys.all`. */
export const tourKeys = {
  all: ['tours'] as const,
  booking: () => [...tourKeys.all, 'booking'] as const,
};
