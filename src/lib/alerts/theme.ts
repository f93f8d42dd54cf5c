/**
 * The portal's look for sweetalert2 (the classes ./alerts.css styles), loaded with the library on the
 * first dialog so that none of it weighs on a page's first visit.
 */
export const dialogClasses = {
  container: 'portal-alert',
  popup: 'portal-alert__popup',
  title: 'portal-alert__title',
  htmlContainer: 'portal-alert__text',
  actions: 'portal-alert__actions',
  confirmButton: 'portal-alert__button',
  cancelButton: 'portal-alert__button',
  denyButton: 'portal-alert__button',
} as const;

export const toastClasses = {
  container: 'portal-toast',
  popup: 'portal-toast__popup',
  title: 'portal-toast__title',
} as const;
