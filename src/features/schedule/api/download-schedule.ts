import { downloadUrl } from '@/lib/api/client';
import { openDownload } from '@/lib/api/download';

/** The PDF of the caller's schedule, opened by browser navigation (contract §7.8). */
export function scheduleDownloadUrl(clientId: number): string {
  return downloadUrl('files/auth/download-schedule', { client_id: clientId });
}

export function downloadSchedulePdf(clientId: number): void {
  openDownload(scheduleDownloadUrl(clientId));
}
