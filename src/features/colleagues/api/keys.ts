/** The query and mutation keys of the colleagues feature (its calls are mutations only). */
export const colleagueKeys = {
  all: ['colleagues'] as const,
  register: () => [...colleagueKeys.all, 'register'] as const,
  update: () => [...colleagueKeys.all, 'update'] as const,
  cancel: () => [...colleagueKeys.all, 'cancel'] as const,
};
