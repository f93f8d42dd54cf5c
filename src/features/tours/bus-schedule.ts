/** The shuttle timetable between the partner hotels and the venue, the same on every conference day. */

export const pickUpPoints = ['Riverside Grand Hotel', 'Park Lane Plaza', 'Kensington Court Hotel'] as const;

export type BusRun = { name: string; times: [string, string, string] };

export const busRuns: BusRun[] = [
  { name: 'Morning shuttle 1', times: ['07:15', '07:30', '07:45'] },
  { name: 'Morning shuttle 2', times: ['07:45', '08:00', '08:15'] },
  { name: 'Morning shuttle 3', times: ['08:15', '08:30', '08:45'] },
  { name: 'Midday shuttle', times: ['12:00', '12:15', '12:30'] },
  { name: 'Afternoon shuttle', times: ['14:30', '14:45', '15:00'] },
  { name: 'Evening reception shuttle', times: ['18:15', '18:30', '18:45'] },
];
