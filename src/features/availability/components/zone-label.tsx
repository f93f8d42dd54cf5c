import type { ZoneOption } from '../logic/zone-options';

/** A time zone of the server's list, as the select shows it: its label as sent, in its own direction. */
export const zoneLabel = (option: ZoneOption) => <bdi>{option.label}</bdi>;
