/** The texts of the public pages, copied verbatim from the product spec; each a catalogue text, shown through t(). */
import type { MessageId } from '@/i18n/i18n';
import { FIELD_REQUIRED } from '@/lib/messages';

/** The testimonial form: a blank field, an unreadable e-mail address, a photo of the wrong type or too large. */
export const REQUIRED: MessageId = FIELD_REQUIRED;
export const INVALID_EMAIL: MessageId = 'Please enter a valid email address';
export const PHOTO_TYPE: MessageId = 'The photo must be an image (JPEG, PNG, GIF or WebP)';
export const PHOTO_SIZE: MessageId = 'The photo may not be larger than 5 MB';

/** The alert when the countdown on the home page reaches zero while the page is open. */
export const COUNTDOWN_COMPLETE: MessageId = 'countdown complete';
