/**
 * Row types of the mock database. Rows are normalised (ids, not nested objects);
 * the answer shapes of the contract are built from them in `views/`, so a write
 * to one row shows in every answer that depends on it.
 */
import type {
  AgendaSlot,
  Client,
  Conference,
  ConferenceClientStatus,
  ConferenceText,
  DateStr,
  DateTimeStr,
  Id,
  MediaProvider,
  MediaSlot,
  NamedRef,
  PresenterProperty,
  Room,
  SurveyQuestion,
  TimeStr,
  TimeZone,
  TourSlot,
  Upload,
} from '@/lib/api/contract';

export type CompanyRecord = {
  id: Id;
  name: string;
  slug: string;
  country_id: Id;
  sector_id: Id;
  website: string | null;
  bloomberg: string | null;
  reuter: string | null;
  /** Presenting company (has presenters) or investor company. */
  presenting: boolean;
  /** Weight of the company when counting how full a slot is; 1 for every demo company (§5.6). */
  priority: number;
};

export type UploadRecord = Upload & { company_id: Id };

/** A client as the mock server keeps it: the contract's fields of a client (src/lib/api/contract.ts) by reference. */
export type ClientRecord = Pick<
  Client,
  | 'id'
  | 'first_name'
  | 'middle_name'
  | 'family_name'
  | 'job_title'
  | 'company_id'
  | 'address'
  | 'country_id'
  | 'nationality_id'
  | 'email'
  | 'additional_email'
  | 'telephone'
  | 'mobile'
  | 'assistant_name'
  | 'assistant_phone'
  | 'assistant_email'
  | 'client_type_id'
  | 'biography'
> & { title_id: Id };

export type UserRecord = {
  id: Id;
  client_id: Id;
  username: string;
  password: string;
  api_token: string;
  /** false after logout; a new sign-in re-activates the token. */
  token_active: boolean;
};

export type ConfClientRecord = {
  id: Id;
  client_id: Id;
  status: ConferenceClientStatus;
  invitation_code: string;
  available_slot: Id[];
  presenter_property: PresenterProperty | null;
  timezone: string;
  arrival_date: DateStr | null;
  arrival_time: TimeStr | null;
  departure_date: DateStr | null;
  departure_time: TimeStr | null;
  remarks: string | null;
  prefer_interview: boolean | null;
};

export type PreferenceRecord = {
  id: Id;
  client_id: Id;
  company_id: Id;
  meeting_type: number;
  meeting_priority: number;
  knowledge: number;
  shareholder: number;
};

export type RoomRecord = Room & { id: Id };

export type AttendanceRecord = { id: Id; client_id: Id; has_attend: boolean };

export type MeetingRecord = {
  id: Id;
  slot_id: Id;
  type: 2 | 3;
  company_id: Id;
  room_id: Id;
  presenter_ids: Id[];
  attendees: AttendanceRecord[];
};

/** General session (schedule type 1), shown to everyone with a meeting that day. */
export type SessionRecord = {
  id: Id;
  date: DateStr;
  start_time: TimeStr;
  end_time: TimeStr;
  name: string;
  description: string | null;
};

export type SurveyQuestionRecord = Omit<SurveyQuestion, 'answer'>;
export type SurveyAnswerRecord = { client_id: Id; question_id: Id; answer: string | null };
export type CompanySurveyAnswerRecord = SurveyAnswerRecord & { company_id: Id };

export type MediaSubmissionRecord = {
  client_id: Id;
  media_interview: boolean;
  media_provider_ids: Id[];
  media_slot_ids: Id[];
  with_colleagues: boolean;
};

export type TourBookingRecord = { client_id: Id; tour_id: Id };

/** Mail the portal server would send (password links, schedules); kept for inspection. */
export type OutboxRecord = { to: string; subject: string; body: string; sent_at: DateTimeStr };

export type LoginAttemptRecord = { name: string; failed_at: number[] };

/** When (mock-clock milliseconds) an invitee opened their invitation; sign-up must follow within the session lifetime (§5.1). */
export type RegistrationSessionRecord = { invitation_code: string; started_at: number };

export type Settings = {
  /** When true, the preference endpoints answer 422 'The meeting preference page is closed.' (§9.1/9.2). */
  preferences_closed: boolean;
  /** When true, submitting the survey answers 422 'The survey is closed.' (§10.2). */
  survey_closed: boolean;
  /** When false, the schedule endpoint answers 422 'The schedule is not available yet.' (§7.4). */
  schedule_available: boolean;
};

export type DbData = {
  version: number;
  conference: Conference;
  conferenceText: ConferenceText;
  sessionLifetime: number;
  investorCancellationDate: DateTimeStr;
  titles: NamedRef[];
  countries: NamedRef[];
  timezones: TimeZone[];
  sectors: NamedRef[];
  agendaSlots: AgendaSlot[];
  closedDays: DateStr[];
  closedConferenceDays: DateStr[];
  meetingPriorityLists: NamedRef[];
  shareholderLists: NamedRef[];
  meetingTypeLists: NamedRef[];
  knowledgeLists: NamedRef[];
  companies: CompanyRecord[];
  uploads: UploadRecord[];
  clients: ClientRecord[];
  users: UserRecord[];
  confClients: ConfClientRecord[];
  preferences: PreferenceRecord[];
  rooms: RoomRecord[];
  meetings: MeetingRecord[];
  sessions: SessionRecord[];
  surveyQuestions: SurveyQuestionRecord[];
  companySurveyQuestions: SurveyQuestionRecord[];
  surveyAnswers: SurveyAnswerRecord[];
  companySurveyAnswers: CompanySurveyAnswerRecord[];
  mediaProviders: MediaProvider[];
  mediaSlots: MediaSlot[];
  mediaSubmissions: MediaSubmissionRecord[];
  tours: TourSlot[];
  tourBookings: TourBookingRecord[];
  outbox: OutboxRecord[];
  loginAttempts: LoginAttemptRecord[];
  registrationSessions: RegistrationSessionRecord[];
  settings: Settings;
  nextIds: { user: Id; preference: Id };
};
