import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { type MessageId, t } from '@/i18n/i18n';
import { isolate } from '@/i18n/isolate';
import { showAlert } from '@/lib/alerts';
import { downloadsThroughFetch, openDownload } from '@/lib/api/download';
import type { DownloadFileType, RegisteredCompany } from '@/lib/api/contract';
import { type CompanyFile, missingFileText } from '../logic/companies';
import { companyFileUrl, downloadDecision, requestDownload, type Viewer } from '../logic/download';

/** The link's accessible name for each file, the company's name (the server's) in it. */
const downloadLabels = {
  presentation: 'Download presentation of {company} (PDF)',
  profile: 'Download research report of {company} (PDF)',
} as const satisfies Record<DownloadFileType, MessageId>;

type Props = { company: RegisteredCompany; type: DownloadFileType; file: CompanyFile | null; viewer: Viewer };

/**
 * A real link to the file, so investors download by plain navigation (the server
 * answers with an attachment); anyone else is stopped by the download rule. Its texts are drawn in the attendee's
 * language by the table around it, which renders again when the language changes (one subscription, not two a row).
 */
export function CompanyFileLink({ company, type, file, viewer }: Props) {
  if (!file) return <span className="companies__no-file">{t(missingFileText(type))}</span>;
  return <FileLink company={company} file={file} viewer={viewer} />;
}

function FileLink({ company, file, viewer }: Omit<Props, 'type'> & { file: CompanyFile }) {
  const navigate = useNavigate();
  const url = companyFileUrl(company.id, file.type, file.recordId);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (downloadDecision(viewer) === 'download' && !downloadsThroughFetch) return;
    event.preventDefault();
    requestDownload(url, viewer, {
      open: (target) => openDownload(target),
      navigate: (path) => navigate(path),
      deny: (message) => void showAlert(message, 'error'),
    });
  };
  return (
    <a
      href={url}
      onClick={onClick}
      className="companies__file"
      // The file's name as the server sent it; in another language isolated in its own direction (as <bdi>).
      title={isolate(file.fileName)}
      aria-label={t(downloadLabels[file.type], { company: isolate(company.name) })}
    >
      <span aria-hidden="true">⬇ </span>
      {t('Download')}
    </a>
  );
}
