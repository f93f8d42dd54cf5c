import { memo, type CSSProperties } from 'react';
import { t } from '@/i18n/i18n';
import type { Locale } from '@/i18n/locale-choice';
import type { Id, NamedRef, PreferenceCompany } from '@/lib/api/contract';
import type { BlockReason } from '../logic/limits';
import { isolate, isolateList } from '@/i18n/isolate';
import { blockMessages, mismatchMessages } from '../messages';
import type { PreferenceField, RowState } from '../logic/selection';
import { useCompanySwitch } from './use-company-switch';

/**
 * Rows animate in 50 ms apart. Only the first rows (about a screenful) animate: the
 * rest appear at once, so a long list neither waits seconds for its last rows nor
 * animates hundreds of rows nobody sees yet.
 */
export const ANIMATED_ROWS = 20;
export const ROW_STAGGER_MS = 50;

export type RowOptions = {
  meetingTypes: NamedRef[];
  priorities: NamedRef[];
  knowledge: NamedRef[];
  shareholder: NamedRef[];
  /** The page's language: the rows are memoised, a new options object renders them again in another one. */
  locale: Locale;
};

type Props = {
  company: PreferenceCompany;
  row: RowState;
  reason: BlockReason | null;
  flagged: boolean;
  disabled: boolean;
  index: number;
  /** The id of the one explanation above the list of why companies do not match the availability. */
  mismatchNoteId: string;
  options: RowOptions;
  onToggle: (id: Id) => void;
  onChange: (id: Id, field: PreferenceField, value: number) => void;
};

type SelectProps = {
  id: string;
  className?: string;
  label: string;
  /** " for <company>", said after the label (visually hidden), worked out once for the row's selects. */
  forCompany: string;
  value: number;
  options: NamedRef[];
  disabled: boolean;
  invalid: boolean;
  /** The row's 'Mandatory fields missing' message, tied to the select while it is invalid. */
  errorId: string;
  onChange: (value: number) => void;
};

function PreferenceSelect({
  id,
  className,
  label,
  forCompany,
  value,
  options,
  disabled,
  invalid,
  errorId,
  onChange,
}: SelectProps) {
  const known = value === 0 || options.some((o) => o.id === value);
  // A disabled select cannot be opened: it only needs the option it shows.
  const shown = disabled ? options.filter((o) => o.id === value) : options;
  return (
    <div className={className ? `pref-row__field ${className}` : 'pref-row__field'}>
      <label htmlFor={id} className="pref-row__label">
        {label}
        <span className="visually-hidden">{forCompany}</span>
      </label>
      <select
        id={id}
        className="pref-row__select"
        value={known ? value : 0}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        <option value={0}>{t('Select…')}</option>
        {shown.map((o) => (
          // The server's option, in its own direction.
          <option key={o.id} value={o.id} dir="auto">
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * One company of the preferences list. Memoised: a toggle re-renders only the rows
 * whose own state, block reason or flag changed.
 */
export const CompanyRow = memo(function CompanyRow({
  company,
  row,
  reason,
  flagged,
  disabled,
  index,
  options,
  mismatchNoteId,
  onToggle,
  onChange,
}: Props) {
  const blocked = reason !== null && !row.isSelected;
  // The switch's clicks are handled by the hook, on the switch itself (see useCompanySwitch).
  const switchRef = useCompanySwitch(company.id, row.isSelected, blocked, onToggle);

  const base = `pref-${company.id}`;
  const forCompany = ` ${t('for {company}', { company: isolate(company.name, options.locale) })}`;
  const reasonId = `${base}-reason`;
  const flagId = `${base}-flag`;
  const selectsDisabled = disabled || !row.isSelected;
  const missing = (value: number) => flagged && value === 0;
  // An availability mismatch is marked quietly on the row and explained once, above the list.
  const mismatch = blocked && (reason === 'slots' || reason === 'days');
  const describedBy =
    [blocked ? reasonId : null, mismatch ? mismatchNoteId : null, flagged ? flagId : null].filter(Boolean).join(' ') ||
    undefined;
  const animated = index < ANIMATED_ROWS;
  const style = animated ? ({ '--row-delay': `${index * ROW_STAGGER_MS}ms` } as CSSProperties) : undefined;

  return (
    <div
      role="listitem"
      className={`pref-row${animated ? ' pref-row--animated' : ''}${row.isSelected ? ' pref-row--selected' : ''}${flagged ? ' pref-row--flagged' : ''}${blocked ? ' pref-row--blocked' : ''}`}
      style={style}
      data-company-id={company.id}
    >
      <div className="pref-row__company">
        <label className="pref-row__toggle">
          <input
            type="checkbox"
            role="switch"
            defaultChecked={row.isSelected}
            ref={switchRef}
            disabled={disabled}
            aria-disabled={blocked || undefined}
            aria-describedby={describedBy}
          />
          <span className="pref-row__switch" aria-hidden="true" />
          <span className="pref-row__name" dir="auto">
            {company.name}
          </span>
        </label>
        <p className="pref-row__meta" dir="auto">
          <span>{company.country?.name ?? '—'}</span>
          <span aria-hidden="true"> · </span>
          <span>{company.sector?.name ?? '—'}</span>
        </p>
        <p className="pref-row__presenters">
          <span className="visually-hidden">{`${t('Presenters:')} `}</span>
          {company.presenter_names.length > 0 ? (
            <span dir="auto">{isolateList(company.presenter_names, options.locale)}</span>
          ) : (
            t('No presenters listed')
          )}
        </p>
        {row.isSelected ? (
          <p className="pref-row__state">
            <span aria-hidden="true">✓ </span>
            {t('Selected')}
          </p>
        ) : null}
        {mismatch ? (
          <p id={reasonId} className="pref-row__reason pref-row__reason--mismatch" title={t(blockMessages[reason])}>
            <span aria-hidden="true">⊘ </span>
            {t(mismatchMessages[reason])}
          </p>
        ) : blocked ? (
          <p id={reasonId} className="pref-row__reason">
            <span aria-hidden="true">✕ </span>
            {t(blockMessages[reason])}
          </p>
        ) : null}
        {flagged ? (
          <p id={flagId} className="pref-row__flag">
            <span aria-hidden="true">⚠ </span>
            {t('Mandatory fields missing: choose the meeting type, priority and level of knowledge.')}
          </p>
        ) : null}
      </div>
      <div className="pref-row__fields">
        <PreferenceSelect
          id={`${base}-type`}
          label={t('Meeting type')}
          forCompany={forCompany}
          value={row.meeting_type}
          options={options.meetingTypes}
          disabled={selectsDisabled}
          invalid={missing(row.meeting_type)}
          errorId={flagId}
          onChange={(value) => onChange(company.id, 'meeting_type', value)}
        />
        <PreferenceSelect
          id={`${base}-priority`}
          label={t('Meeting priority')}
          forCompany={forCompany}
          value={row.meeting_priority}
          options={options.priorities}
          disabled={selectsDisabled}
          invalid={missing(row.meeting_priority)}
          errorId={flagId}
          onChange={(value) => onChange(company.id, 'meeting_priority', value)}
        />
        <PreferenceSelect
          id={`${base}-knowledge`}
          label={t('Level of knowledge')}
          forCompany={forCompany}
          value={row.knowledge}
          options={options.knowledge}
          disabled={selectsDisabled}
          invalid={missing(row.knowledge)}
          errorId={flagId}
          onChange={(value) => onChange(company.id, 'knowledge', value)}
        />
        {row.isSelected ? (
          // Optional (cleared, it is sent as 0), so it is never flagged; shown on selected rows only, so the list
          // does not carry a fourth select for every company.
          <PreferenceSelect
            id={`${base}-shareholder`}
            className="pref-row__field--shareholder"
            label={t('Shareholder')}
            forCompany={forCompany}
            value={row.shareholder}
            options={options.shareholder}
            disabled={disabled}
            invalid={false}
            errorId={flagId}
            onChange={(value) => onChange(company.id, 'shareholder', value)}
          />
        ) : null}
      </div>
    </div>
  );
});
