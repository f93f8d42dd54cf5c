import { useWatch } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { useT } from '@/i18n/i18n';
import { loginDetailsEnabled } from '../logic/form-values';
import { CHOOSE_LOGIN_NOTE, FIELD_LABELS, SECTION_TITLES, UPDATE_LOGIN_LABEL } from '../messages';
import { RegisterSection, type SectionProps } from './register-section';

/** The login fields in their order; the current password is shown only in update mode. */
const LOGIN_FIELDS = [
  { name: 'username', label: FIELD_LABELS.username, type: undefined, autoComplete: 'username' },
  { name: 'current_password', label: FIELD_LABELS.currentPassword, type: 'password', autoComplete: 'current-password' },
  { name: 'password', label: FIELD_LABELS.password, type: 'password', autoComplete: 'new-password' },
  {
    name: 'password_confirmation',
    label: FIELD_LABELS.confirmPassword,
    type: 'password',
    autoComplete: 'new-password',
  },
] as const;

/**
 * Username and passwords. A client who already has an app user changes them only after ticking
 * 'Update my login details ?'; the current password is asked only of a logged-in attendee.
 */
export function LoginDetailsSection({ form, options }: SectionProps) {
  const t = useT();
  const updateLogin = useWatch({ control: form.control, name: 'update_login' });
  const enabled = loginDetailsEnabled(options, updateLogin);
  const login = form.formState.errors.login_details;
  return (
    <RegisterSection titleId="login-details-title" title={SECTION_TITLES.login}>
      {options.clientHasAppUser ? (
        <div className="field field--checkbox">
          <input id="update-login-details" type="checkbox" {...form.register('update_login')} />
          <label htmlFor="update-login-details">{t(UPDATE_LOGIN_LABEL)}</label>
        </div>
      ) : (
        <p className="register__note">{t(CHOOSE_LOGIN_NOTE)}</p>
      )}
      <div className="register__grid">
        {LOGIN_FIELDS.filter((field) => options.updateMode || field.name !== 'current_password').map(
          ({ name, label, type, autoComplete }) => (
            <TextField
              key={name}
              label={t(label)}
              type={type}
              autoComplete={autoComplete}
              registration={form.register(`login_details.${name}`)}
              error={enabled ? login?.[name] : undefined}
              disabled={!enabled}
              required={enabled}
            />
          ),
        )}
      </div>
    </RegisterSection>
  );
}
