export const REQUIRED = 'Field is required';
export const PASSWORD_MIN = 6;
