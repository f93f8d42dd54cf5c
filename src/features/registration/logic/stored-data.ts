import type {
  AgendaSlot,
  Colleague,
  Conference,
  ConferenceClient,
  Client,
  DateStr,
  Lists,
  RegistrationData,
  SessionData,
} from '@/lib/api/contract';
import { readItem, storageKeys } from '@/lib/session/storage';

/** The registration data set stored by Identify (contract §13), or null when its core keys are missing. */
export function readStoredRegistrationData(): RegistrationData | null {
  const client = readItem<ConferenceClient & { client: Client }>(storageKeys.client);
  const lists = readItem<Lists>(storageKeys.lists);
  const conference = readItem<Conference>(storageKeys.conference);
  if (!client || typeof client !== 'object' || !client.client || !lists || !conference) return null;
  return {
    status: 200,
    client,
    lists: {
      countries: lists.countries ?? [],
      agenda_slots: lists.agenda_slots ?? [],
      closed_days: lists.closed_days ?? [],
      closed_conference_days: lists.closed_conference_days ?? [],
      timezones: lists.timezones ?? [],
    },
    presenter_mates: readItem<Colleague[]>(storageKeys.presenterMates) ?? [],
    session_data: readItem<SessionData>(storageKeys.sessionData) ?? { sesstion_lifetime: 0 },
    conference_dates: readItem<DateStr[]>(storageKeys.conferenceDates) ?? [],
    conference,
    available_slots: readItem<AgendaSlot[]>(storageKeys.availableSlots) ?? [],
  };
}
