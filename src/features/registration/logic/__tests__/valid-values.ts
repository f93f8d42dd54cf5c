import type { RegisterFormValues } from '../form-values';
import { initialValues } from '../form-defaults';
import { registrationData, validLogin, validTravel } from '@/testing/builders/registration';

/** An investor's form that passes every rule: the data set's values, login details and a biography. */
export function validInvestor(): RegisterFormValues {
  const values = initialValues(registrationData('investor'));
  values.login_details = { ...validLogin.investor };
  values.client_details.biography = 'Bio';
  return values;
}

/** A presenter's form that passes every rule: login details, travel and the media-interview answer added. */
export function validPresenter(): RegisterFormValues {
  const values = initialValues(registrationData('presenter'));
  values.login_details = { ...validLogin.presenter };
  values.arrival_dates = { ...validTravel };
  values.media_interview = false;
  return values;
}
