export type ProgressPart = {
  endpoint: string;
  page: string;
  seed: number;
  from: number;
  runs: number;
  failures: number;
};
export type FuzzTableRow = {
  endpoint: string;
  page: string;
  seed: number;
  covered: [number, number][];
  failures: number;
};
export function progressParts(text: string): ProgressPart[];
export function coveredRuns(parts: ProgressPart[]): [number, number][];
export function fuzzTableRows(parts: ProgressPart[]): FuzzTableRow[];
export function fuzzTable(rows: FuzzTableRow[]): string;
