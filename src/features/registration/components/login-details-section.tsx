import { useWatch } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { loginDetailsEnabled } from '../logic/form-values';
import { CHOOSE_LOGIN_NOTE, FIELD_LABELS, SECTION_TITLES, UPDATE_LOGIN_LABEL } from '../messages';
import { RegisterSection, type SectionProps } from './register-section';

/**
 * Username and passwords. A client who already has an app user changes them only after ticking
 * 'Update my login details ?'; the current password is asked only of a logged-in attendee.
 */
export function LoginDetailsSection({ form, options }: SectionProps) {
  const updateLogin = useWatch({ control: form.control, name: 'update_login' });
  const enabled = loginDetailsEnabled(options, updateLogin);
  const login = form.formState.errors.login_details;
  const state = { disabled: !enabled, required: enabled };
  return (
    <RegisterSection titleId="login-details-title" title={SECTION_TITLES.login}>
      {options.clientHasAppUser ? (
        <div className="field field--checkbox">
          <input id="update-login-details" type="checkbox" {...form.register('update_login')} />
          <label htmlFor="update-login-details">{UPDATE_LOGIN_LABEL}</label>
        </div>
      ) : (
        <p className="register__note">{CHOOSE_LOGIN_NOTE}</p>
      )}
      <div className="register__grid">
        <TextField
          label={FIELD_LABELS.username}
          autoComplete="username"
          registration={form.register('login_details.username')}
          error={enabled ? login?.username : undefined}
          {...state}
        />
        {options.updateMode ? (
          <TextField
            label={FIELD_LABELS.currentPassword}
            type="password"
            autoComplete="current-password"
            registration={form.register('login_details.current_password')}
            error={enabled ? login?.current_password : undefined}
            {...state}
          />
        ) : null}
        <TextField
          label={FIELD_LABELS.password}
          type="password"
          autoComplete="new-password"
          registration={form.register('login_details.password')}
          error={enabled ? login?.password : undefined}
          {...state}
        />
        <TextField
          label={FIELD_LABELS.confirmPassword}
          type="password"
          autoComplete="new-password"
          registration={form.register('login_details.password_confirmation')}
          error={enabled ? login?.password_confirmation : undefined}
          {...state}
        />
      </div>
    </RegisterSection>
  );
}
