/**
 * Who may download a presentation or research report (spec A§4, A§5, A§6; contract §8.2):
 * investors (client type 1) download, other signed-in clients are refused, and a
 * guest's target is kept for after the login page.
 */
import { paths } from '@/config/paths';
import { t } from '@/i18n/i18n';
import { downloadUrl } from '@/lib/api/client';
import type { Client, DownloadFileType } from '@/lib/api/contract';
import { setDownloadTarget } from '@/lib/session/session';
import { NO_PERMISSION_MESSAGE } from '../messages';

export type Viewer = 'investor' | 'other' | 'guest';

export function viewerOf(person: Pick<Client, 'client_type_id' | 'client_type'> | null | undefined): Viewer {
  if (!person) return 'guest';
  const typeId = person.client_type_id ?? person.client_type?.id;
  return typeId === 1 ? 'investor' : 'other';
}

export type DownloadDecision = 'download' | 'no-permission' | 'login';

export function downloadDecision(viewer: Viewer): DownloadDecision {
  if (viewer === 'investor') return 'download';
  if (viewer === 'guest') return 'login';
  return 'no-permission';
}

export function companyFileUrl(companyId: number, fileType: DownloadFileType, recordId: number): string {
  return downloadUrl('files/general/download-file', {
    company_id: companyId,
    file_type: fileType,
    record_id: recordId,
  });
}

export type DownloadEffects = {
  open: (url: string) => void;
  navigate: (path: string) => void;
  /** Tells the refusal, given in the attendee's language. */
  deny: (message: string) => void;
};

/** Applies the rule for `viewer` asking for `url`; returns what was done. */
export function requestDownload(url: string, viewer: Viewer, effects: DownloadEffects): DownloadDecision {
  const decision = downloadDecision(viewer);
  if (decision === 'download') effects.open(url);
  else if (decision === 'no-permission') effects.deny(t(NO_PERMISSION_MESSAGE));
  else {
    setDownloadTarget(url);
    effects.navigate(paths.auth.login);
  }
  return decision;
}
