/** The query keys of the preferences feature: the page's answer and the investor's slots of the availability modal. */
export const preferencesKeys = {
  all: ['preferences'] as const,
  page: () => [...preferencesKeys.all, 'page'] as const,
  slots: () => [...preferencesKeys.all, 'slots'] as const,
};
