import { api } from '@/lib/api/client';
import { usePortalMutation } from '@/lib/api/mutation';
import type { RegistrationData } from '@/lib/api/contract';
import { registrationDataSchema } from '@/lib/profile/profile';

/** The registration data set for an invitation code (contract §5.1). */
export function getRegistrationData(invitationCode: string): Promise<RegistrationData> {
  return api.get<RegistrationData>('auth/get-required-data-registration', {
    params: { invitation_code: invitationCode },
    schema: registrationDataSchema,
  });
}

export function useActivateInvitation() {
  return usePortalMutation({
    mutationFn: getRegistrationData,
    changes: { none: 'it reads the registration data of a code (a mutation only because a submit asks for it)' },
  });
}
