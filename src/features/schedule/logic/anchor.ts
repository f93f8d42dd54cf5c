/** The id of an entry on the Meeting Schedule page, which a link (a reminder's) can open the page at. */
export const meetingAnchor = (slot: { id: number; type: number }): string =>
  `${slot.type === 1 ? 'session' : 'meeting'}-${slot.id}`;
