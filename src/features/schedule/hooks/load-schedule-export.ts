import { loadOnce } from '@/lib/lazy';

/** The schedule's calendar file writer (the .ics text, what the last file held): loaded when a file is asked for. */
export const loadScheduleExport = loadOnce(() => import('../logic/export-schedule'));
