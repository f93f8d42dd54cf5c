/** The registration data set: everything the sign-up and profile pages load in one answer. */
import type { Client, ConferenceClient, RegistrationData } from '@/lib/api/contract';
import { db } from '../db';
import type { ConfClientRecord } from '../records';
import { lateRegistrationSlots } from './capacity';
import { buildLists, conferenceDates } from './days';
import { findClient, isPresenter } from './lookups';
import { colleaguesOf, toClient, toConferenceClient } from './people';

export function registrationData(cc: ConfClientRecord, apiToken?: string): RegistrationData {
  const client = findClient(cc.client_id);
  if (!client) throw new Error(`Client ${cc.client_id} missing`);
  const record: ConferenceClient & { client: Client } = { ...toConferenceClient(cc), client: toClient(client) };
  if (apiToken !== undefined) record.api_token = apiToken;
  return {
    status: 200,
    client: record,
    lists: buildLists(),
    presenter_mates: isPresenter(client) ? colleaguesOf(client) : [],
    session_data: { sesstion_lifetime: db.sessionLifetime },
    conference_dates: conferenceDates(),
    conference: structuredClone(db.conference),
    available_slots: lateRegistrationSlots(),
  };
}
