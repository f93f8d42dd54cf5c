/**
 * Local-storage keys of the contract (§13), in a module of their own: the head script of every page
 * (src/boot/head-script.ts) and index.html's kept-page painter (src/boot/kept-page.ts) read the stored client with
 * nothing else of the session's code.
 */
/** The stored client: who is signed in, or registering (spec A§4). */
export const CLIENT_KEY = 'client';

export const storageKeys = {
  client: CLIENT_KEY,
  lists: 'lists',
  presenterMates: 'presenter_mates',
  sessionData: 'session_data',
  conferenceDates: 'conference_dates',
  conference: 'conference',
  availableSlots: 'available_slots',
  timer: 'timer',
  registrationForm: 'registration_form',
  firstTime: 'first_time',
  selectedCompanies: 'selected_companies',
  downloadTarget: 'download_target',
} as const;
