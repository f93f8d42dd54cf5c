/** The query keys of the dashboard: the presenter's colleagues, the investor's selected companies and the names of the shareholder answers. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  colleagues: () => [...dashboardKeys.all, 'colleagues'] as const,
  preferenceCompanies: (clientId: number | null) => [...dashboardKeys.all, 'preference-companies', clientId] as const,
  shareholderOptions: () => [...dashboardKeys.all, 'shareholder-options'] as const,
};
