import { Controller, type UseFormReturn } from 'react-hook-form';
import { SelectField, type Option } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { filterOption } from '@/components/form/select-filter';
import { useT } from '@/i18n/i18n';

export type FilterForm = { search: string; country: Option<string> | null; sector: Option<string> | null };

/** The server's countries and sectors, as sent (never translated). */
const toOptions = (values: string[]): Option<string>[] => values.map((v) => ({ value: v, label: v }));
/** Each shown in its own direction inside a right-to-left page, in the list and once chosen. */
const asSent = (option: Option<string>) => <bdi>{option.label}</bdi>;

type SelectProps = {
  form: UseFormReturn<FilterForm>;
  name: 'country' | 'sector';
  label: string;
  placeholder: string;
  values: string[];
};

/** A clearable choice of one country or one sector. */
function FilterSelect({ form, name, label, placeholder, values }: SelectProps) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <SelectField<Option<string>, false>
          label={label}
          placeholder={placeholder}
          options={toOptions(values)}
          formatOptionLabel={asSent}
          filterOption={filterOption}
          isClearable
          value={field.value}
          onChange={(value) => field.onChange(value ?? null)}
          onBlur={field.onBlur}
          name={field.name}
        />
      )}
    />
  );
}

type Props = {
  form: UseFormReturn<FilterForm>;
  countries: string[];
  sectors: string[];
  exporting: boolean;
  canExport: boolean;
  onExport: () => void;
};

/** The search, country and sector filters of the companies table, with Clear filters and the Excel export. */
export function CompanyFilterForm({ form, countries, sectors, exporting, canExport, onExport }: Props) {
  const t = useT();
  return (
    <form
      className="companies__filters"
      role="search"
      aria-label={t('Filter companies')}
      onSubmit={(e) => e.preventDefault()}
    >
      <TextField
        label={t('Search')}
        type="search"
        registration={form.register('search')}
        hint={t('Company, country, sector or ticker')}
      />
      <FilterSelect
        form={form}
        name="country"
        label={t('Country')}
        placeholder={t('All countries')}
        values={countries}
      />
      <FilterSelect form={form} name="sector" label={t('Sector')} placeholder={t('All sectors')} values={sectors} />
      <div className="companies__filter-actions">
        <button type="button" className="btn btn--ghost" onClick={() => form.reset()}>
          {t('Clear filters')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          onClick={onExport}
          disabled={exporting || !canExport}
          aria-busy={exporting || undefined}
        >
          <span aria-hidden="true">⤓ </span>
          {exporting ? t('Exporting…') : t('Export as Excel')}
        </button>
      </div>
    </form>
  );
}
