/** Companies and files: confirmed companies and their presentation / research downloads (§8). */
import { db } from '../db';
import { pdfResponse } from '../pdf';
import { registeredCompanies } from '../views';
import { errorResponse, int, ok, route } from './utils';

export const companiesHandlers = [
  route('get', 'general/registerd-companies', 'P', () => ok(registeredCompanies())),

  route('get', 'files/general/download-file', 'P', ({ url }) => {
    const companyId = int(url.searchParams.get('company_id'));
    const recordId = int(url.searchParams.get('record_id'));
    const fileType = url.searchParams.get('file_type');
    const upload = db.uploads.find((u) => u.id === recordId && u.company_id === companyId);
    const fileName = upload && (fileType === 'presentation' || fileType === 'profile') ? upload[fileType] : null;
    const company = db.companies.find((c) => c.id === companyId);
    if (!upload || !fileName || !company) return errorResponse(404, 'File not found.');
    const kind = fileType === 'presentation' ? 'Presentation' : 'Research report';
    return pdfResponse(fileName, [`${company.name}`, `${kind} – ${db.conference.name}`]);
  }),
];
