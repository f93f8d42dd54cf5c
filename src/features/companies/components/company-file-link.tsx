import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { showAlert } from '@/lib/alerts';
import { downloadsThroughFetch, openDownload } from '@/lib/api/download';
import type { DownloadFileType, RegisteredCompany } from '@/lib/api/contract';
import { type CompanyFile, missingFileText } from '../logic/companies';
import { companyFileUrl, downloadDecision, requestDownload, type Viewer } from '../logic/download';

const fileLabels = { presentation: 'presentation', profile: 'research report' } as const;

type Props = { company: RegisteredCompany; type: DownloadFileType; file: CompanyFile | null; viewer: Viewer };

/**
 * A real link to the file, so investors download by plain navigation (the server
 * answers with an attachment); anyone else is stopped by the download rule.
 */
export function CompanyFileLink({ company, type, file, viewer }: Props) {
  if (!file) return <span className="companies__no-file">{missingFileText(type)}</span>;
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
      title={file.fileName}
      aria-label={`Download ${fileLabels[file.type]} of ${company.name} (PDF)`}
    >
      <span aria-hidden="true">⬇ </span>
      Download
    </a>
  );
}
