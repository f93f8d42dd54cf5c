/** The query keys of the companies feature: the list of confirmed companies. */
export const companiesKeys = {
  all: ['registered-companies'] as const,
};
