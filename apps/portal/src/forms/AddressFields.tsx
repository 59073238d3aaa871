import {
  type DraftValues,
  messageCode,
  normalizePostalCode,
  type PostalAddress,
  type PostalLookup,
  PREFECTURES,
  prefectureName,
} from '@portal/domain';
import { PostalCodeField, Select, TextField } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wordCode } from '../i18n/wordCode';
import { type AppForm, type FieldOf, fieldValue, setField } from './appForm';

/** The membership and profile address: prefecture chosen, city, 町名・番地, building (spec 2 §3.2). */
export type SplitAddressNames<V> = {
  zipcode: FieldOf<V>;
  prefectureId: FieldOf<V>;
  city: FieldOf<V>;
  block: FieldOf<V>;
  building: FieldOf<V>;
};
/** The bookings' address: prefecture and city in one box, then the rest (spec 2 §3.5). */
export type CombinedAddressNames<V> = {
  zipcode: FieldOf<V>;
  prefectureCity: FieldOf<V>;
  blockBuilding: FieldOf<V>;
};
export type AddressNames<V> = SplitAddressNames<V> | CombinedAddressNames<V>;

const isSplit = <V,>(fields: AddressNames<V>): fields is SplitAddressNames<V> => 'prefectureId' in fields;

/** What a look-up's answer fills: prefecture and city always (the code decides them), the town only when empty. */
export function addressFromAnswer(
  answer: PostalAddress,
  layout: 'split' | 'combined',
  typedBlock: string,
): { prefectureId?: string; city?: string; prefectureCity?: string; block?: string; keptBlock: boolean } {
  const keptBlock = typedBlock.trim() !== '';
  const block = keptBlock ? undefined : answer.block;
  if (layout === 'combined') return { prefectureCity: answer.prefectureCity, block, keptBlock };
  const prefecture = prefectureName(answer.prefectureId) ?? '';
  const city = answer.prefectureCity.startsWith(prefecture)
    ? answer.prefectureCity.slice(prefecture.length)
    : answer.prefectureCity;
  return { prefectureId: String(answer.prefectureId), city, block, keptBlock };
}

type SearchStatus =
  | { kind: 'found' }
  | { kind: 'foundKept' }
  | { kind: 'notFound'; code: string }
  | { kind: 'failed' }
  | null;

/**
 * Field group (ADR 038): the address, with the postal code's look-up where the form offers it. One behaviour
 * in every form: an answer fills the prefecture and city and keeps a 町名・番地 already typed; "not found"
 * clears the code and says so (spec 2 §8); a look-up that could not be made (network, rate limit) keeps the
 * code, says so, and may be tried again at once. Every box stays editable by hand.
 */
export function AddressFields<V extends DraftValues>({
  f,
  fields,
  required = true,
  lookup,
}: {
  f: AppForm<V>;
  fields: AddressNames<V>;
  required?: boolean;
  /** The postal look-up (throttled, spec 2 §5.4); without one the form has no search button. */
  lookup?: PostalLookup;
}) {
  const { t } = useTranslation();
  const [searching, setSearching] = useState(false);
  const [status, setStatus] = useState<SearchStatus>(null);
  const split = isSplit(fields);
  const blockField = split ? fields.block : fields.blockBuilding;
  const blockLabel = split ? t(($) => $.fieldGroups.address.block) : t(($) => $.fieldGroups.address.blockBuilding);

  const search = async (code: string) => {
    if (!lookup) return;
    setSearching(true);
    setStatus(null);
    try {
      const answer = await lookup(normalizePostalCode(code));
      if (!answer) {
        setField(f, fields.zipcode, '');
        setStatus({ kind: 'notFound', code });
        return;
      }
      const fill = addressFromAnswer(answer, split ? 'split' : 'combined', fieldValue(f, blockField));
      if (split) {
        setField(f, fields.prefectureId, fill.prefectureId ?? '');
        setField(f, fields.city, fill.city ?? '');
      } else {
        setField(f, fields.prefectureCity, fill.prefectureCity ?? '');
      }
      if (fill.block !== undefined) setField(f, blockField, fill.block);
      setStatus({ kind: fill.keptBlock ? 'foundKept' : 'found' });
    } catch {
      setStatus({ kind: 'failed' });
    } finally {
      setSearching(false);
    }
  };

  const statusText = !status
    ? ''
    : status.kind === 'found'
      ? t(($) => $.fieldGroups.address.found)
      : status.kind === 'foundKept'
        ? t(($) => $.fieldGroups.address.foundKept, { field: blockLabel })
        : status.kind === 'notFound'
          ? t(($) => $.fieldGroups.address.notFound, { code: status.code })
          : t(($) => $.fieldGroups.address.failed);

  return (
    <>
      <PostalCodeField
        {...f.control(fields.zipcode)}
        label={t(($) => $.fieldGroups.address.zipcode)}
        required={required}
        hint={t(($) => $.fieldGroups.address.zipcodeHint)}
        onSearch={lookup ? (code) => void search(code) : undefined}
        searching={searching}
        searchLabel={t(($) => $.fieldGroups.address.search)}
        searchStatus={statusText}
        error={f.errorOf(fields.zipcode)}
      />
      {split ? (
        <>
          <Select
            {...f.input(fields.prefectureId)}
            label={t(($) => $.fieldGroups.address.prefecture)}
            required={required}
            width="medium"
            autoComplete="address-level1"
            placeholder={t(($) => $.fieldGroups.address.prefecturePlaceholder)}
            options={PREFECTURES.map((p) => ({
              value: String(p.id),
              // In the language on screen (issue 31 item 34); the value sent stays the id.
              label: wordCode(messageCode(`labels.prefectures.${p.id}`), t),
            }))}
            error={f.errorOf(fields.prefectureId)}
          />
          <TextField
            {...f.input(fields.city)}
            label={t(($) => $.fieldGroups.address.city)}
            required={required}
            autoComplete="address-level2"
            error={f.errorOf(fields.city)}
          />
        </>
      ) : (
        <TextField
          {...f.input(fields.prefectureCity)}
          label={t(($) => $.fieldGroups.address.prefectureCity)}
          required={required}
          autoComplete="address-level2"
          hint={t(($) => $.fieldGroups.address.prefectureCityHint)}
          error={f.errorOf(fields.prefectureCity)}
        />
      )}
      <TextField
        {...f.input(blockField)}
        label={blockLabel}
        required={required}
        autoComplete="address-line1"
        error={f.errorOf(blockField)}
      />
      {split ? (
        <TextField
          {...f.input(fields.building)}
          label={t(($) => $.fieldGroups.address.building)}
          required={false}
          autoComplete="address-line2"
          error={f.errorOf(fields.building)}
        />
      ) : null}
    </>
  );
}
