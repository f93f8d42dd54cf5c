/**
 * Types of the portal API (`/api/v1/user`, conference 14), named and spelled
 * exactly as the API contract names them (snake_case and historic misspellings
 * such as `sesstion_lifetime`, `registerd`, `reuter`, `confClient` included).
 * Types only: shared by the axios client, the features and the mock backend.
 */

// ---------------------------------------------------------------------------
// Primitives
// ---------------------------------------------------------------------------

/** Integer id. */
export type Id = number;
/** `"YYYY-MM-DD"`, Europe/London local date. */
export type DateStr = string;
/** `"HH:mm:ss"`, Europe/London local time. */
export type TimeStr = string;
/** `"YYYY-MM-DD HH:mm:ss"`, Europe/London local date-time. */
export type DateTimeStr = string;

/** 1 Not Registered, 2 Registered, 3 Cancelled, 4 Declined, 5 Deferred, 6 Rejected. */
export type ConferenceClientStatus = 1 | 2 | 3 | 4 | 5 | 6;
export type ConferenceClientStatusHuman =
  | 'Not Registered'
  | 'Registered'
  | 'Cancelled'
  | 'Declined'
  | 'Deferred'
  | 'Rejected';

/** Investor = 1, presenter = 4. */
export type ClientTypeId = 1 | 4;

// ---------------------------------------------------------------------------
// Errors (§1.3)
// ---------------------------------------------------------------------------

export type FieldErrors = { [field: string]: string[] | { [field: string]: string[] } };
export type ErrorItem = { name: string; message: string };
export type ErrorBody = {
  status: number;
  message: string;
  errors?: FieldErrors | ErrorItem[];
  logout?: true;
};

/** Every success answer carries `status: 200`. */
export type StatusOk = { status: 200 };
export type MessageAnswer = { status: 200; message: string };

// ---------------------------------------------------------------------------
// Shared entities (§3)
// ---------------------------------------------------------------------------

export type NamedRef = { id: Id; name: string };

export type ClientBrief = { id: Id; full_titled_name: string; job_title: string | null };

export type PresenterProperty = {
  available_slot: Id[];
  need_screen: boolean | null;
  media_interview: boolean | null;
};

export type ConferenceClient = {
  id: Id;
  client_id: Id;
  conference_id: 14;
  status: ConferenceClientStatus;
  status_human: string;
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
  client?: Client;
  api_token?: string;
};

export type Client = {
  id: Id;
  client_id: Id;
  title: { id: Id; name: string };
  first_name: string;
  middle_name: string | null;
  family_name: string;
  full_titled_name: string;
  formatted_name: string;
  job_title: string | null;
  company_id: Id;
  company: { id: Id; name: string; clients: ClientBrief[] };
  address: string | null;
  country_id: Id | null;
  nationality_id: Id | null;
  email: string;
  additional_email: string | null;
  telephone: string | null;
  mobile: string | null;
  assistant_name: string | null;
  assistant_phone: string | null;
  assistant_email: string | null;
  client_type_id: ClientTypeId;
  client_type: { id: ClientTypeId; type: 1 | 2 };
  biography: string | null;
  user: { id: Id; username: string } | null;
  timezone: string;
  conferences_clients: ConferenceClient[];
  api_token?: string;
};

export type Colleague = Client & {
  conf_client_id: Id;
  status: ConferenceClientStatus;
  status_human: string;
  available_slot: Id[];
};

export type Conference = {
  id: 14;
  name: string;
  start_date: DateStr;
  end_date: DateStr;
  split_days: number;
  minimum_slots_for_presenters: number;
  presenter_slot_capacity: number;
  cut_off_date: DateStr | null;
  allow_investor_slots_registration: boolean;
  web_enable_remark_box: boolean;
  web_show_profile_schedule_summary: boolean;
  web_show_profile_meeting_preferences: boolean;
  investor_redirection_route: string;
  investor_selection_limit: number;
  disable_arrival_dates: boolean;
  disable_depature_dates: boolean;
  conference_email: string;
  registration_text: string;
  hotel_accommodation: string;
  activation_code_text: string;
  presenter_slots_instruction_text: string;
  investor_slots_instruction_text: string;
  is_virtual: boolean;
  map_link: string | null;
  android_url: string | null;
  ios_url: string | null;
  presentations_url: string | null;
  companies_list_url: string | null;
  schedule_assistance_url: string | null;
  valuation_table_url: string | null;
};

export type ConferenceText = {
  conference_title_banner: string;
  conference_dates_banner: string;
  /** Absent when the server leaves it out (the portal's fallback address is used). */
  conference_email?: string;
  /** Null when the server leaves a deadline out or sends it unreadable: shown as "To be announced". */
  presenters_registration_deadline: DateStr | null;
  investors_registration_deadline: DateStr | null;
  presentations_deadline: DateStr | null;
  participation_guidelines_url: string | null;
  tour_booking_count: number;
  /** HTML: the conditions of participation the Identify page shows (same text as Conference.activation_code_text). */
  activation_code_text: string;
};

export type AgendaSlot = { id: Id; date: DateStr; start_time: TimeStr; end_time: TimeStr };
export type TimeZone = { code: string; label: string };

export type Lists = {
  countries: NamedRef[];
  agenda_slots: AgendaSlot[];
  closed_days: DateStr[];
  closed_conference_days: DateStr[];
  timezones: TimeZone[];
};

export type GroupedDay = {
  formattedDate: string;
  timeslots: AgendaSlot[];
  morning_slots: AgendaSlot[];
  afternoon_slots: AgendaSlot[];
};

export type GroupedSlots = {
  groupNumber: number;
  groupTitle: string;
  slots: { [date: DateStr]: GroupedDay };
};

export type ScheduleClient = {
  id: Id;
  full_titled_name: string;
  job_title: string | null;
  biography: string | null;
  company: { name: string };
};

export type Room = {
  room_number: string;
  meeting_link: string | null;
  meeting_id: string | null;
  meeting_password: string | null;
  sip: string | null;
  host_key: string | null;
};

/** 1 general session, 2 one-on-one, 3 group meeting. */
export type SlotType = 1 | 2 | 3;

export type Slot = {
  id: Id;
  date: DateStr;
  start_time: TimeStr;
  end_time: TimeStr;
  type: SlotType;
  name: string | null;
  description: string | null;
  company: { id: Id; name: string } | null;
  room: Room | null;
  room_number: string | null;
  presenters: ScheduleClient[];
  meetings: { id: Id; client: ScheduleClient }[];
  has_attend: boolean;
  colleagues: { id: Id; full_titled_name: string }[];
};

export type Preference = {
  id: Id | null;
  meeting_type: number;
  meeting_priority: number;
  knowledge: number;
  shareholder: number;
  meeting_type_readable: string | null;
  meeting_priority_readable: string | null;
};

export type PreferenceCompany = {
  id: Id;
  name: string;
  /** Null when the server leaves the company's country or sector out. */
  country: NamedRef | null;
  sector: NamedRef | null;
  available_dates: DateStr[];
  available_slots_ids: Id[];
  presenter_names: string[];
  isSelected: boolean;
  preferences: Preference;
};

export type Upload = { id: Id; presentation: string | null; profile: string | null };

export type RegisteredCompany = {
  id: Id;
  name: string;
  website: string | null;
  country: NamedRef;
  sector: NamedRef;
  bloomberg: string | null;
  reuter: string | null;
  uploads: Upload[];
};

/** 1 single choice, 2 free text. */
export type SurveyQuestionType = 1 | 2;

export type SurveyQuestion = {
  id: Id;
  question: string;
  type: SurveyQuestionType;
  choices: string[];
  is_optional: boolean;
  order: number;
  answer: string | null;
};

export type SurveyCompany = { id: Id; name: string; questions: SurveyQuestion[] };

export type MediaProvider = { id: Id; name: string };
export type MediaSlot = { id: Id; date: DateStr; start_time: TimeStr };

export type TourSlot = {
  id: Id;
  date: DateStr;
  start_time: TimeStr;
  end_time: TimeStr;
  remaining_seats: number;
  available_seats: number;
};

// ---------------------------------------------------------------------------
// Request fragments (§3.14) and the registration data set (§3.15)
// ---------------------------------------------------------------------------

export type ClientDetailsInput = {
  job_title: string;
  address: string;
  country_id: Id | null;
  nationality_id: Id | null;
  additional_email: string | null;
  telephone: string;
  mobile: string;
  assistant_name: string | null;
  assistant_phone: string | null;
  assistant_email: string | null;
  biography: string | null;
};

export type ColleagueDetailsInput = ClientDetailsInput & { email: string };

export type SessionData = { sesstion_lifetime: number };

export type RegistrationData = {
  status: 200;
  client: ConferenceClient & { client: Client };
  lists: Lists;
  presenter_mates: Colleague[];
  /** Absent when the server gives no session lifetime: the registration session then has no known expiry. */
  session_data?: SessionData;
  conference_dates: DateStr[];
  conference: Conference;
  available_slots: AgendaSlot[];
};

// ---------------------------------------------------------------------------
// §4 Session and password
// ---------------------------------------------------------------------------

export type SigninBody = { name: string; password: string };
export type SigninAnswer = { status: 200; message: string; user: Client };

export type LogoutAnswer = MessageAnswer;

export type MeAnswer = { status: 200; user: Client };

export type PasswordEmailBody = { name: string };
export type PasswordEmailAnswer = MessageAnswer;

export type PasswordResetBody = {
  username: string;
  password: string;
  token: string;
  password_confirmation: string;
};
export type PasswordResetAnswer = MessageAnswer;

// ---------------------------------------------------------------------------
// §5 Registration
// ---------------------------------------------------------------------------

export type RequiredDataRegistrationAnswer = RegistrationData;
export type RequiredDataUpdateProfileAnswer = RegistrationData;

export type LoginDetailsInput = { username: string; password: string; password_confirmation: string };

export type ColleagueSubmit = ColleagueDetailsInput & {
  client_id: Id;
  conf_client_id: Id;
  available_slot: Id[];
  timezone: string;
  registered_by: Id;
};

export type SignupBody = {
  login_details?: LoginDetailsInput;
  client_details: ClientDetailsInput;
  arrival_date: DateStr | null;
  arrival_time: TimeStr | null;
  departure_date: DateStr | null;
  departure_time: TimeStr | null;
  /** null only from an investor with no saved time zone and no slot section to choose one in (required of presenters). */
  timezone: string | null;
  available_slot: Id[];
  remarks: string | null;
  need_screen: boolean | null;
  media_interview: boolean | null;
  prefer_interview: boolean | null;
  invitation_code: string;
  colleagues?: ColleagueSubmit[];
};
export type SignupAnswer = { status: 200; message: string; api_token: string };

export type UpdateLoginDetailsInput = {
  username: string;
  current_password: string;
  password: string;
  password_confirmation: string;
};

export type UpdateProfileBody = Omit<SignupBody, 'invitation_code' | 'login_details'> & {
  login_details?: UpdateLoginDetailsInput;
};
export type UpdateProfileAnswer = SignupAnswer;

export type GroupedSlotsAnswer = { status: 200; data: GroupedSlots[] };

export type SlotAttendance = { count: number; companies: Id[]; disabled: boolean };
export type SlotsAttendanceAnswer = {
  status: 200;
  slotsAttendance: { [slotId: string]: SlotAttendance };
  count: number;
  companiesPriorities: { [companyId: string]: number };
};

export type CutOffDateAnswer = { status: 200; cut_off_date: DateStr | null };

export type RegisterPresenterMateBody = {
  client_id: Id;
  username: string;
  password: string;
  password_confirmation: string;
  job_title: string;
  address: string;
  country: Id;
  telephone: string;
  mobile: string;
  additional_email: string | null;
  assistant_name: string | null;
  assistant_phone: string | null;
  assistant_email: string | null;
  biography: string | null;
  client_type_id: 4;
  available_slot: Id[];
  timezone: string;
};
export type RegisterPresenterMateAnswer = { status: 200; message: string; client: Colleague };

export type UpdatePresenterMateBody = {
  conf_client_id: Id;
  updated_by: Id;
  client_details: ColleagueDetailsInput;
};
export type UpdatePresenterMateAnswer = { status: 200; message: string; client: Colleague };

export type UpdatePresenterStatusBody = { conf_client_id: Id };
export type UpdatePresenterStatusAnswer = {
  status: 200;
  message: string;
  confClient: { id: Id; status: ConferenceClientStatus; status_human: string };
};

// ---------------------------------------------------------------------------
// §6 Invitation cancellation
// ---------------------------------------------------------------------------

export type CancellationUrlAnswer = { status: 200; cancellation_url: string };

export type CancellationTokenBody = { cancelation_token: string; client_id: Id };
export type VerifyCancellationTokenBody = CancellationTokenBody;
export type VerifyCancellationTokenAnswer = {
  status: 200;
  message: string;
  conference: { id: 14; name: string };
};
export type CancelInvitationBody = CancellationTokenBody;
export type CancelInvitationAnswer = MessageAnswer;

// ---------------------------------------------------------------------------
// §7 Shell, dashboard, schedule
// ---------------------------------------------------------------------------

export type ConferenceTextAnswer = { status: 200; conference: ConferenceText };

export type ColleaguesAnswer = { status: 200; colleagues: Colleague[] };

export type ClientPreferenceCompaniesAnswer = { status: 200; companies: PreferenceCompany[] };

export type ScheduleAnswer = {
  status: 200;
  company: { id: Id; name: string } | null;
  isPresenter: boolean;
  title: string;
  conf: Conference;
  conference_client: { timezone: string };
  room_number: string | null;
  schedule: { [date: DateStr]: Slot[] };
};

export type InvestorCancellationDateAnswer = {
  status: 200;
  /** Null when the server gives no readable date: meetings cannot be cancelled then. */
  allow_investor_cancellation_date: DateTimeStr | null;
};

export type CancelInvestorMeetingBody = { meeting_id: Id; client_id: Id; colleagues?: Id[] };
export type CancelInvestorMeetingAnswer = MessageAnswer;

export type SendScheduleAnswer = MessageAnswer;

export type OutlookAuthorizationCodeBody = {
  client_id: string;
  scope: string;
  code: string;
  redirect_uri: string;
  grant_type: 'authorization_code';
  /** PKCE (RFC 7636): the verifier of the code_challenge the sign-in page was given. */
  code_verifier: string;
  /** Only when the organiser configured one; by default the server holds the secret. */
  client_secret?: string;
};
export type OutlookAuthorizationCodeAnswer = MessageAnswer;

// ---------------------------------------------------------------------------
// §8 Companies and files
// ---------------------------------------------------------------------------

export type RegisteredCompaniesAnswer = {
  status: 200;
  companies: RegisteredCompany[];
  no_presentations_companies: RegisteredCompany[];
};

export type DownloadFileType = 'presentation' | 'profile';

// ---------------------------------------------------------------------------
// §9 Meeting preferences
// ---------------------------------------------------------------------------

export type GroupedAvailableSlots = { day_group: number; available_slots: Id[] };
export type GroupedDayRef = { date: DateStr; day_group: number };
export type GroupedSelectionLimit = { day_group: number; selection_limit: number };

export type PreferencesAnswer = {
  status: 200;
  companies: PreferenceCompany[];
  count_available_slots: number;
  available_slots: Id[];
  is_all_slots_selected: boolean;
  conference: Conference;
  MeetingPriorityLists: NamedRef[];
  ShareholderLists: NamedRef[];
  MeetingTypeLists: NamedRef[];
  KnowledgeLists: NamedRef[];
  grouped_available_slots: GroupedAvailableSlots[];
  grouped_days: GroupedDayRef[];
  grouped_selection_limit: GroupedSelectionLimit[];
  client: Client;
};

export type PreferenceInput = {
  id: Id | null;
  meeting_priority: number;
  shareholder: number;
  meeting_type: number;
  knowledge: number;
};
export type PreferenceCompanyInput = {
  id: Id;
  name: string;
  isSelected: boolean;
  preferences: PreferenceInput;
};
export type PreferencesBody = { companies: PreferenceCompanyInput[] };
export type PreferencesSubmitAnswer = MessageAnswer;

export type PreferenceSlotsAnswer = { status: 200; agenda_slots: AgendaSlot[]; client_slots: Id[] };
export type PreferenceSlotsBody = { available_slot: Id[]; timezone: string };
export type PreferenceSlotsSubmitAnswer = MessageAnswer;

// ---------------------------------------------------------------------------
// §10 Surveys
// ---------------------------------------------------------------------------

export type MySurveyAnswer = { status: 200; survey: SurveyQuestion[]; companies: SurveyCompany[] };

export type SurveyAnswerInput = { question_id: Id; answer: string | null };
export type SurveyCompanyAnswerInput = { company_id: Id; question_id: Id; answer: string | null };
export type MySurveyBody = {
  answers: SurveyAnswerInput[];
  companies_answers: SurveyCompanyAnswerInput[];
};
export type MySurveySubmitAnswer = MessageAnswer;

// ---------------------------------------------------------------------------
// §11 Media interviews, tours
// ---------------------------------------------------------------------------

export type MediaProvidersAnswer = { status: 200; media_providers: MediaProvider[] };
export type MediaSlotsAnswer = { status: 200; media_slots: { [date: DateStr]: MediaSlot[] } };

export type MediaInterviewBody = {
  media_interview: boolean;
  media_provider_ids: Id[];
  media_slot_ids: Id[];
  with_colleagues: boolean;
};
export type MediaInterviewAnswer = MessageAnswer;

export type TourBookingAnswer = {
  status: 200;
  data: { [date: DateStr]: TourSlot[] };
  selected_booking_id: Id | null;
};
export type TourBookingBody = { tour_booking_id: Id };
export type TourBookingSubmitAnswer = MessageAnswer;

// ---------------------------------------------------------------------------
// §13 Local storage
// ---------------------------------------------------------------------------

export type RegistrationForm = {
  login_details: {
    username: string;
    current_password: string;
    password: string;
    password_confirmation: string;
  };
  client_details: {
    title: string;
    first_name: string;
    middle_name: string;
    family_name: string;
    company: string;
    job_title: string;
    address: string;
    country_id: Id | null;
    email: string;
    additional_email: string;
    telephone: string;
    mobile: string;
    assistant_name: string;
    assistant_phone: string;
    assistant_email: string;
    nationality_id: Id | null;
    biography: string;
  };
  available_slot: Id[];
  conference_dates: DateStr[];
  timezone: TimeZone;
  arrival_dates: {
    arrival_date: DateStr | null;
    arrival_time: TimeStr | null;
    departure_date: DateStr | null;
    departure_time: TimeStr | null;
  };
  screen: boolean | null;
  media_interview: boolean | null;
  remarks: string;
};
