/**
 * SAMPLE CONTENT — invented hotels and times, shown in the demo only (see ./sample.ts).
 * The shuttle timetable of the Bus Schedule page (spec B§2: a table of times against three
 * hotel pick-up points; the real times and pick-up points are not given).
 * For a real conference: replace the items and set `sample: false`.
 */
import type { ContentBlock } from './sample';

export type BusRun = { name: string; times: [string, string, string] };
export type BusTimetable = { pickUpPoints: [string, string, string]; runs: BusRun[] };

export const BUS_TIMETABLE: ContentBlock<BusTimetable> = {
  sample: true,
  items: {
    pickUpPoints: ['Riverside Grand Hotel', 'Park Lane Plaza', 'Kensington Court Hotel'],
    runs: [
      { name: 'Morning shuttle 1', times: ['07:15', '07:30', '07:45'] },
      { name: 'Morning shuttle 2', times: ['07:45', '08:00', '08:15'] },
      { name: 'Morning shuttle 3', times: ['08:15', '08:30', '08:45'] },
      { name: 'Midday shuttle', times: ['12:00', '12:15', '12:30'] },
      { name: 'Afternoon shuttle', times: ['14:30', '14:45', '15:00'] },
      { name: 'Evening reception shuttle', times: ['18:15', '18:30', '18:45'] },
    ],
  },
};
