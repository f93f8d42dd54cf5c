import { type MessageId, useT } from '@/i18n/i18n';
import type { Conference } from '@/lib/api/contract';
import type { FormOptions } from '../logic/form-values';
import { SECTION_TITLES } from '../messages';

export type IndexedSection = { id: string; title: MessageId };

/**
 * The form's sections in their order, each by its title's id, as the form shows them. The titles
 * are the sections' own (section-index.test.tsx checks each link against its heading).
 */
export function formSections(options: FormOptions, conference: Pick<Conference, 'hotel_accommodation'>) {
  const travel = !(options.disable_arrival_dates && options.disable_depature_dates);
  const sections: (IndexedSection | false)[] = [
    { id: 'login-details-title', title: SECTION_TITLES.login },
    { id: 'personal-details-title', title: SECTION_TITLES.personal },
    options.isInvestor && { id: 'investor-days-title', title: SECTION_TITLES.investorDays },
    options.isPresenter && { id: 'colleagues-title', title: SECTION_TITLES.colleagues },
    options.isPresenter && { id: 'presenter-questions-title', title: SECTION_TITLES.questions },
    options.isPresenter && travel && { id: 'travel-title', title: SECTION_TITLES.travel },
    Boolean(conference.hotel_accommodation) && { id: 'hotel-title', title: SECTION_TITLES.hotel },
    options.enableRemarks && { id: 'remarks-title', title: SECTION_TITLES.remarks },
    options.isPresenter && { id: 'availability-title', title: SECTION_TITLES.availability },
  ];
  return sections.filter((section): section is IndexedSection => Boolean(section));
}

/**
 * The registration form's sections as a list of links to their titles (the form runs to several
 * screens): beside the form, and in sight, on a wide screen; a jump list above it on a phone.
 */
export function SectionIndex({
  options,
  conference,
}: {
  options: FormOptions;
  conference: Pick<Conference, 'hotel_accommodation'>;
}) {
  const t = useT();
  return (
    <nav className="section-index" aria-labelledby="section-index-title">
      <h2 id="section-index-title" className="section-index__title">
        {t('Sections of this form')}
      </h2>
      <ol className="section-index__list">
        {formSections(options, conference).map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className="section-index__link"
              onClick={(event) => {
                // A section still on its way (deferred) is left to the link's own way.
                const target = document.getElementById(section.id);
                if (!target) return;
                event.preventDefault();
                target.scrollIntoView({ block: 'start' });
                target.setAttribute('tabindex', '-1');
                target.focus({ preventScroll: true });
              }}
            >
              {t(section.title)}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
