import { PREFECTURES } from '@portal/domain';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { Fieldset } from '../../components/Field/Field';
import { Select } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { useUiTexts } from '../../texts';
import { PostalCodeField } from '../PostalCodeField/PostalCodeField';
import * as styles from './AddressFieldset.css';

/** Spec 2 §3.2 guardian address fields; prefectureId is the JIS code as a string ('' when unset). */
export type AddressValue = {
  zipcode: string;
  prefectureId: string;
  city: string;
  block: string;
  building: string;
};
export type AddressKey = keyof AddressValue;

export const emptyAddress: AddressValue = { zipcode: '', prefectureId: '', city: '', block: '', building: '' };

const prefectureOptions = PREFECTURES.map((prefecture) => ({ value: String(prefecture.id), label: prefecture.name }));

export type AddressFieldsetProps = Omit<ComponentProps<'fieldset'>, 'onChange' | 'defaultValue' | 'children'> & {
  legend?: ReactNode;
  value?: AddressValue;
  defaultValue?: AddressValue;
  onValueChange?: (value: AddressValue) => void;
  errors?: Partial<Record<AddressKey, ReactNode>>;
  /** Called with the normalised postal code by 「住所検索」; the result is applied by the caller via `value`. */
  onSearch?: (postalCode: string) => void;
  searching?: boolean;
  searchStatus?: ReactNode;
  /** Control ids are `${idPrefix}-zipcode` and so on, for ErrorSummary links. */
  idPrefix?: string;
  /** Prefix of the inputs' `name` attributes (e.g. `guardian.`). */
  namePrefix?: string;
};

/** 郵便番号 → 都道府県 → 市区町村 → 番地 → 建物名 (任意), each always editable by hand. */
export function AddressFieldset({
  legend,
  value: valueProp,
  defaultValue = emptyAddress,
  onValueChange,
  errors = {},
  onSearch,
  searching,
  searchStatus,
  idPrefix,
  namePrefix = '',
  ...rest
}: AddressFieldsetProps) {
  const [value, setValue] = useControlledState(valueProp, defaultValue, onValueChange);
  const generated = useId();
  const texts = useUiTexts().addressFieldset;
  const prefix = idPrefix ?? `address-${generated}`;
  const update = (key: AddressKey, next: string) => setValue({ ...value, [key]: next });
  const text = (key: 'city' | 'block' | 'building') => ({
    id: `${prefix}-${key}`,
    name: `${namePrefix}${key}`,
    value: value[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => update(key, event.target.value),
  });
  return (
    <Fieldset {...rest} legend={legend ?? texts.legend}>
      <div className={styles.fields}>
        <PostalCodeField
          id={`${prefix}-zipcode`}
          name={`${namePrefix}zipcode`}
          required
          value={value.zipcode}
          onValueChange={(next) => update('zipcode', next)}
          error={errors.zipcode}
          onSearch={onSearch}
          searching={searching}
          searchStatus={searchStatus}
        />
        <Select
          id={`${prefix}-prefectureId`}
          name={`${namePrefix}prefectureId`}
          label={texts.prefecture}
          required
          width="medium"
          autoComplete="address-level1"
          options={prefectureOptions}
          value={value.prefectureId}
          onChange={(event) => update('prefectureId', event.target.value)}
          error={errors.prefectureId}
        />
        <TextField {...text('city')} label={texts.city} required autoComplete="address-level2" hint={texts.cityHint} />
        <TextField
          {...text('block')}
          label={texts.block}
          required
          autoComplete="address-line1"
          hint={texts.blockHint}
        />
        <TextField
          {...text('building')}
          label={texts.building}
          required={false}
          autoComplete="address-line2"
          hint={texts.buildingHint}
        />
      </div>
    </Fieldset>
  );
}
