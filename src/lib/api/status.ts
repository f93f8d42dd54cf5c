/** How the portal reads a status from an answer: the body's `status` field first, then HTTP. */
import { isRecord } from './read';

/** The status the spec reads: the body's `status` field when present, else the HTTP status. */
export function readStatus(body: unknown, httpStatus: number): number {
  if (isRecord(body) && body.status !== undefined && body.status !== null && body.status !== '') {
    const value = Number(body.status);
    if (Number.isFinite(value)) return value;
  }
  return httpStatus;
}
