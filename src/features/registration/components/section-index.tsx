import type { ReactNode } from 'react';

export type IndexedSection = { id: string; title: string };

/**
 * The registration form's sections as a list of links to their titles: beside the form (and
 * staying in sight) on a wide screen, a jump list above it on a phone. `children` (the session
 * countdown) sits above the list.
 */
export function SectionIndex({ sections, children }: { sections: IndexedSection[]; children?: ReactNode }) {
  return (
    <aside className="register__aside">
      {children}
      <nav className="section-index" aria-labelledby="section-index-title">
        <h2 id="section-index-title" className="section-index__title">
          Sections of this form
        </h2>
        <ol className="section-index__list">
          {sections.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="section-index__link"
                onClick={(event) => {
                  // The section may still be on its way (deferred): the link then does what a link does.
                  const target = document.getElementById(section.id);
                  if (!target) return;
                  event.preventDefault();
                  target.scrollIntoView({ block: 'start' });
                  target.setAttribute('tabindex', '-1');
                  target.focus({ preventScroll: true });
                }}
              >
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
    </aside>
  );
}
