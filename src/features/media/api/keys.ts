/** The query keys of the media feature: every media query sits under `mediaKeys.all`. */
export const mediaKeys = {
  all: ['media'] as const,
  providers: () => [...mediaKeys.all, 'providers'] as const,
  slots: () => [...mediaKeys.all, 'slots'] as const,
};
