import { memo, useId } from 'react';
import { SelectField, type Option } from '@/components/form/select-field';
import { t, useT } from '@/i18n/i18n';
import type { NamedRef } from '@/lib/api/contract';
import type { CompanyFilters as Filters } from '../logic/filters';
import { filterOption } from '@/components/form/select-filter';

type Props = {
  filters: Filters;
  countries: NamedRef[];
  sectors: NamedRef[];
  disabled: boolean;
  onChange: (filters: Filters) => void;
};

const toOption = (ref: NamedRef): Option<number> => ({ value: ref.id, label: ref.name });

export const CompanyFilters = memo(function CompanyFilters({ filters, countries, sectors, disabled, onChange }: Props) {
  const searchId = useId();
  useT();
  const countryOptions = countries.map(toOption);
  const sectorOptions = sectors.map(toOption);
  return (
    <div className="pref-filters" role="search" aria-label={t('Company filters')}>
      <SelectField<Option<number>>
        label={t('Country')}
        options={countryOptions}
        filterOption={filterOption}
        value={countryOptions.find((o) => o.value === filters.countryId) ?? null}
        onChange={(option) => onChange({ ...filters, countryId: option?.value ?? null })}
        isClearable
        isDisabled={disabled}
        placeholder={t('All countries')}
      />
      <SelectField<Option<number>>
        label={t('Sector')}
        options={sectorOptions}
        value={sectorOptions.find((o) => o.value === filters.sectorId) ?? null}
        onChange={(option) => onChange({ ...filters, sectorId: option?.value ?? null })}
        isClearable
        isDisabled={disabled}
        placeholder={t('All sectors')}
      />
      <div className="field">
        <label htmlFor={searchId} className="field__label">
          {t('Company name')}
        </label>
        <input
          id={searchId}
          type="search"
          className="pref-filters__search"
          value={filters.search}
          disabled={disabled}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
        />
      </div>
    </div>
  );
});
