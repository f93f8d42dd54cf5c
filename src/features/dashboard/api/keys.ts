/** The query keys of the dashboard: the presenter's colleagues and the investor's selected companies. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  colleagues: () => [...dashboardKeys.all, 'colleagues'] as const,
  preferenceCompanies: (clientId: number | null) => [...dashboardKeys.all, 'preference-companies', clientId] as const,
};
