import { z } from 'zod/mini';
import { api } from '@/lib/api/client';
import { usePortalMutation } from '@/lib/api/mutation';
import { answerSchema, textOr } from '@/lib/api/schema';
import type { OutlookAuthorizationCodeAnswer, OutlookAuthorizationCodeBody } from '@/lib/api/contract';
import { calendarLinkKeys } from './keys';

const outlookAnswer = answerSchema<OutlookAuthorizationCodeAnswer>(z.looseObject({ message: textOr('') }));

/** Hands the sign-in code to the server, which exchanges it and syncs the meetings (contract §7.9). */
export function postOutlookAuthorizationCode(
  body: OutlookAuthorizationCodeBody,
): Promise<OutlookAuthorizationCodeAnswer> {
  return api.post<OutlookAuthorizationCodeAnswer>('auth/outlook-authorization-code', body, { schema: outlookAnswer });
}

export function useOutlookAuthorization() {
  return usePortalMutation({
    mutationKey: calendarLinkKeys.authorization(),
    mutationFn: postOutlookAuthorizationCode,
    changes: { none: 'the server copies the meetings into the Outlook calendar; no answer the portal shows changes' },
  });
}
