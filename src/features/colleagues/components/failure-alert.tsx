import { FormAlert } from '@/components/form/form-alert';

/** A colleague form's failed call: the server's refusal as sent, in its own direction, or our fallback translated. */
export function FailureAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return <FormAlert tone="error">{message}</FormAlert>;
}
