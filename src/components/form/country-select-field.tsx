import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { SelectField, type Option } from '@/components/form/select-field';

type Props<T extends FieldValues, N extends FieldPathByValue<T, number | null>> = {
  control: Control<T>;
  name: N;
  label: string;
  /** The countries list (also used for nationalities): the field holds the chosen option's id. */
  options: Option<number>[];
  error?: string;
  required?: boolean;
  isClearable?: boolean;
};

/** A country or nationality select bound to react-hook-form; the form value is the country id, null when none. */
export function CountrySelectField<T extends FieldValues, N extends FieldPathByValue<T, number | null>>({
  control,
  name,
  label,
  options,
  ...rest
}: Props<T, N>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField<Option<number>>
          label={label}
          options={options}
          value={options.find((o) => o.value === field.value) ?? null}
          onChange={(option) => field.onChange(option?.value ?? null)}
          onBlur={field.onBlur}
          {...rest}
        />
      )}
    />
  );
}
