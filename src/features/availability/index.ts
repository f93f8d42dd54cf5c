/** The availability feature: presenters' days and time slots, investors' days, and the page that updates them. */
export { postUpdateProfile, tokenAnswerSchema } from './api/update-profile';
export { useGroupedSlots } from './api/grouped-slots';
export { InvestorDays } from './components/investor-days';
export { PresenterAvailability } from './components/presenter-availability';
export { SlotPicker } from './components/slot-picker';
export { buildGroupedSlots } from './logic/day-groups';
export { hasNoAvailability, validatePresenterAvailability } from './logic/availability-rules';
export { NO_SLOTS_ALERT } from './messages';
export {
  dayPartTitle,
  slotsByDayPart,
  slotTimeLabel,
  slotTimesNote,
  slotTimeZone,
  zoneTimeName,
} from './logic/slot-times';
