/** The query and mutation keys of the calendar-link feature. */
export const calendarLinkKeys = {
  all: ['calendar-link'] as const,
  authorization: () => [...calendarLinkKeys.all, 'outlook-authorization'] as const,
};
