import { showAlert } from '@/lib/alerts';
import { api } from '@/lib/api/client';
import { isApiError } from '@/lib/api/errors';
import { clearSession, endRegistration } from './session';

/**
 * Signs out (spec A§7, A§8): posts auth/logout; when the answer's status is truthy,
 * ends the registration process, clears local storage and goes to /auth/login.
 * A 422 shows its first message; any other failure 'Something Went Wrong'.
 */
export async function logout(navigate: (to: string) => void): Promise<boolean> {
  try {
    const answer = await api.post<{ status?: unknown }>('auth/logout');
    if (!answer?.status) throw new Error('logout answered without a status');
  } catch (error) {
    if (isApiError(error) && error.status === 401) return false;
    const message = isApiError(error) && error.status === 422 ? error.firstMessage('Something Went Wrong') : 'Something Went Wrong';
    await showAlert(message, 'error');
    return false;
  }
  endRegistration();
  await clearSession();
  navigate('/auth/login');
  return true;
}
