import { childBirthdayFocusDefault, childBirthdayWindow, type DraftValues, SCHOOL_GRADES } from '@portal/domain';
import { Button, Card, DateField, Inline, Select, TextField } from '@portal/ui';
import { visuallyHidden } from '@portal/ui/styles';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { wordCode } from '../i18n/wordCode';
import { type AppForm, type FieldOf, fieldValue, setField } from './appForm';
import * as styles from './FieldGroups.css';
import { GenderField } from './PersonDetailsFields';
import { PersonNameFields } from './PersonNameFields';

export type ChildNames<V> = {
  lastName: FieldOf<V>;
  firstName: FieldOf<V>;
  lastNameKana: FieldOf<V>;
  firstNameKana: FieldOf<V>;
  /** Each of the rest shows only where the form asks for it (a booking asks for the grade only). */
  birthday?: FieldOf<V>;
  genderId?: FieldOf<V>;
  schoolName?: FieldOf<V>;
  schoolGrade?: FieldOf<V>;
};

/**
 * Field group (ADR 038): one child: name, kana, birthday (spec 2 §5.2: the 20-year window, the picker starting
 * five years ago), gender, school and grade. `n` names the child where a form holds several (お子さま（2人目）).
 */
export function ChildFields<V extends DraftValues>({
  f,
  fields,
  n,
  today,
}: {
  f: AppForm<V>;
  fields: ChildNames<V>;
  n?: number;
  /** The day the birthday window is counted from (the form's clock). */
  today?: Date;
}) {
  const { t } = useTranslation();
  const options = (list: readonly { id: number; labelCode: string }[]) =>
    list.map((o) => ({ value: String(o.id), label: wordCode(o.labelCode, t) }));
  const window = today ? childBirthdayWindow(today) : undefined;
  const { birthday, genderId, schoolName, schoolGrade } = fields;
  return (
    <>
      <PersonNameFields
        f={f}
        person="child"
        fields={fields}
        legend={n ? t(($) => $.fieldGroups.child.nameNth, { n }) : t(($) => $.fieldGroups.child.name)}
        kanaLegend={n ? t(($) => $.fieldGroups.child.kanaNth, { n }) : t(($) => $.fieldGroups.child.kana)}
      />
      {birthday && today ? (
        // Spec 2 §5.2: an empty birthday takes the day five years back when focused, as the birth year does.
        <div
          onFocusCapture={() => {
            if (fieldValue(f, birthday) === '') setField(f, birthday, childBirthdayFocusDefault(today));
          }}
        >
          <DateField
            {...f.control(birthday)}
            label={t(($) => $.fieldGroups.child.birthday)}
            required
            min={window?.min}
            max={window?.max}
            focusDefault={childBirthdayFocusDefault(today)}
            error={f.errorOf(birthday)}
          />
        </div>
      ) : null}
      {genderId ? <GenderField f={f} field={genderId} /> : null}
      {schoolName ? (
        <TextField
          {...f.input(schoolName)}
          label={t(($) => $.fieldGroups.child.schoolName)}
          required
          error={f.errorOf(schoolName)}
        />
      ) : null}
      {schoolGrade ? (
        <Select
          {...f.input(schoolGrade)}
          label={n ? t(($) => $.fieldGroups.child.schoolGradeNth, { n }) : t(($) => $.fieldGroups.child.schoolGrade)}
          required
          width="medium"
          placeholder={t(($) => $.fieldGroups.child.select)}
          options={options(SCHOOL_GRADES)}
          error={f.errorOf(schoolGrade)}
        />
      ) : null}
    </>
  );
}

type Moved = { to: 'child'; n: number } | { to: 'heading'; n: number } | null;

/**
 * Field group (ADR 038): the children of a form that takes several (spec 2 §3.5: one to `max`), each removable
 * while there is more than one. Focus never drops to the page: adding moves it to the new child's first box,
 * removing to the heading of the child now in that place (or the one before), and a polite status says what
 * changed.
 */
export function ChildRows<V extends DraftValues>({
  f,
  count,
  max,
  fieldsOf,
  onAdd,
  onRemove,
  idPrefix,
  today,
}: {
  f: AppForm<V>;
  count: number;
  max: number;
  fieldsOf: (n: number) => ChildNames<V>;
  onAdd: () => void;
  onRemove: (n: number) => void;
  /** Prefix of the children's heading ids (`${idPrefix}-child-${n}`). */
  idPrefix: string;
  /** The form's clock, where the rows ask for a birthday (its window is counted from it). */
  today?: Date;
}) {
  const { t } = useTranslation();
  const [moved, setMoved] = useState<Moved>(null);
  const [announcement, setAnnouncement] = useState('');
  const headingId = (n: number) => `${idPrefix}-child-${n}`;
  // Once the rows show the change (the count may arrive a render later), focus goes where it happened.
  useEffect(() => {
    if (!moved || count < moved.n) return;
    if (moved.to === 'child') f.form.setFocus(fieldsOf(moved.n).lastName as never);
    else document.getElementById(headingId(moved.n))?.focus();
    setMoved(null);
  });
  return (
    <>
      {Array.from({ length: count }, (_, i) => i + 1).map((n) => (
        <Card key={n} elevation="flat" space="sm">
          <Inline space="sm" justifyContent="space-between">
            <h3 id={headingId(n)} tabIndex={-1} className={styles.childTitle}>
              {t(($) => $.fieldGroups.child.legendNth, { n })}
            </h3>
            {count > 1 && (
              <Button
                variant="secondary"
                onClick={() => {
                  onRemove(n);
                  setAnnouncement(t(($) => $.fieldGroups.child.removed, { n }));
                  setMoved({ to: 'heading', n: Math.min(n, count - 1) });
                }}
              >
                {t(($) => $.fieldGroups.child.remove, { n })}
              </Button>
            )}
          </Inline>
          <ChildFields f={f} fields={fieldsOf(n)} n={n} today={today} />
        </Card>
      ))}
      {count < max ? (
        <Inline space="sm">
          <Button
            variant="secondary"
            onClick={() => {
              onAdd();
              setAnnouncement(t(($) => $.fieldGroups.child.added, { n: count + 1 }));
              setMoved({ to: 'child', n: count + 1 });
            }}
          >
            {t(($) => $.fieldGroups.child.add)}
          </Button>
        </Inline>
      ) : (
        <p className={styles.muted}>{t(($) => $.fieldGroups.child.max, { max })}</p>
      )}
      <p className={visuallyHidden} role="status">
        {announcement}
      </p>
    </>
  );
}
