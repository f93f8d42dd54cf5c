/** A typeface file the portal ships: a variable font cut to the characters and features it keeps. */
export type Face = {
  family: string;
  source: string;
  file: string;
  output: string;
  ranges: number[][];
  features: string[];
};
export const WEIGHTS: { min: number; max: number };
export const FACES: Face[];
export function unicodeRange(face: Face): string;
export function makeSubset(face: Face): Promise<Buffer>;
