import { FormAlert } from '@/components/form/form-alert';
import { tText } from '@/i18n/i18n';

/** A colleague form's failed call: the server's refusal as sent, in its own direction, or our fallback translated. */
export function FailureAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <FormAlert tone="error">
      <span dir="auto">{tText(message)}</span>
    </FormAlert>
  );
}
