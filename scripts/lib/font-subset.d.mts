export const SOURCE: string;
export const OUTPUT: string;
export const RANGES: Array<[number, number]>;
export const WEIGHTS: { min: number; max: number };
export const FEATURES: string[];
export function unicodeRange(): string;
export function makeSubset(): Promise<Buffer>;
