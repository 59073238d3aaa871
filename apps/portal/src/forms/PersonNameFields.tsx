import type { DraftValues } from '@portal/domain';
import { NameField } from '@portal/ui';
import type { ReactNode } from 'react';
import type { AppForm, FieldOf } from './appForm';

export type PersonNameNames<V> = {
  lastName: FieldOf<V>;
  firstName: FieldOf<V>;
  /** Without the kana pair only 姓 / 名 show (the classroom's quick application). */
  lastNameKana?: FieldOf<V>;
  firstNameKana?: FieldOf<V>;
};

/**
 * Field group (ADR 038): a person's name (姓 / 名) and its kana (セイ / メイ). The browser may fill a guardian's
 * name; a child's boxes ask it not to (it would fill the guardian's). Half-width kana are made full width by
 * the domain's rule before they are checked, on the form and on the server.
 */
export function PersonNameFields<V extends DraftValues>({
  f,
  fields,
  legend,
  kanaLegend,
  required = true,
  person = 'guardian',
}: {
  f: AppForm<V>;
  fields: PersonNameNames<V>;
  legend: ReactNode;
  kanaLegend?: ReactNode;
  required?: boolean;
  /** Whose name: a guardian's own is autofilled; a child's and a colleague's (issue 32) are not the typist's. */
  person?: 'guardian' | 'child' | 'colleague';
}) {
  const autoComplete = (token: string) => (person === 'guardian' ? token : 'off');
  const { lastNameKana, firstNameKana } = fields;
  return (
    <>
      <NameField
        kind="kanji"
        legend={legend}
        required={required}
        familyId={f.idOf(fields.lastName)}
        givenId={f.idOf(fields.firstName)}
        familyInputProps={{ ...f.input(fields.lastName), autoComplete: autoComplete('family-name') }}
        givenInputProps={{ ...f.input(fields.firstName), autoComplete: autoComplete('given-name') }}
        familyError={f.errorOf(fields.lastName)}
        givenError={f.errorOf(fields.firstName)}
      />
      {lastNameKana && firstNameKana ? (
        <NameField
          kind="kana"
          legend={kanaLegend}
          required={required}
          familyId={f.idOf(lastNameKana)}
          givenId={f.idOf(firstNameKana)}
          familyInputProps={f.input(lastNameKana)}
          givenInputProps={f.input(firstNameKana)}
          familyError={f.errorOf(lastNameKana)}
          givenError={f.errorOf(firstNameKana)}
        />
      ) : null}
    </>
  );
}
