import { conferenceTextKeys } from '@/lib/profile/conference-text';

/**
 * The registration feature's query keys. The Identify page's activation text sits under the
 * shared conference-text root, the one root kept when Identify clears what a session loaded.
 */
export const registrationQueryKeys = {
  kept: conferenceTextKeys.conferenceText,
  activationText: () => [...conferenceTextKeys.conferenceText, 'activation'] as const,
};
