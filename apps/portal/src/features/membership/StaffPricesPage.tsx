import { isApiError } from '@portal/api-client';
import {
  COURSES_BY_LECTURE,
  type CoursePriceFormValues,
  courseDisplayName,
  coursePriceFormSchema,
  jstIsoDate,
  LECTURES,
  monthsFrom,
} from '@portal/domain';
import { Alert, Button, Checkbox, ErrorSummary, Fieldset, Inline, Loader, Stack, TextField } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { ClassroomCourseFields } from '../../forms/ClassroomCourseFields';
import { useAppForm } from '../../forms/useAppForm';
import * as tables from '../booking/Booking.css';
import { LogoutForm } from '../shell/LogoutForm';
import * as styles from './Membership.css';

type Price = {
  classroomId: number;
  course: string;
  monthlyFee: number;
  enrolmentFee: number;
  materialsFee: number;
  discounts: { name: string; fee: number }[];
  campaignMonths: string[];
};

const FIELDS = [
  'classroomId',
  'course',
  'monthlyFee',
  'enrolmentFee',
  'materialsFee',
  'discount1Name',
  'discount1Fee',
  'discount2Name',
  'discount2Fee',
  'campaignMonths',
] as const satisfies readonly (keyof CoursePriceFormValues)[];

type Values = Record<(typeof FIELDS)[number], string>;

const COURSE_ORDER = Object.values(COURSES_BY_LECTURE).flatMap((courses) => courses.map((c) => c.id));
/** A course with its lecture (course names repeat across lectures: ミドル, アドバンス). */
const COURSE_NAMES = new Map(
  LECTURES.flatMap((lecture) =>
    COURSES_BY_LECTURE[lecture.code].map((c) => [c.id, { lecture: lecture.label, course: c.label }]),
  ),
);
const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;
const monthLabel = (month: string, language: string) =>
  language === 'en' ? month.replace('-', '/') : `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月`;

/** A price as the form holds it (a course without one starts from the terms' figures). */
function valuesOf(classroomId: string, course: string, price: Price | undefined): Values {
  return {
    classroomId,
    course,
    monthlyFee: String(price?.monthlyFee ?? 6000),
    enrolmentFee: String(price?.enrolmentFee ?? 10000),
    materialsFee: String(price?.materialsFee ?? 0),
    discount1Name: price?.discounts[0]?.name ?? '',
    discount1Fee: price?.discounts[0] ? String(price.discounts[0].fee) : '',
    discount2Name: price?.discounts[1]?.name ?? '',
    discount2Fee: price?.discounts[1] ? String(price.discounts[1].fee) : '',
    campaignMonths: (price?.campaignMonths ?? []).join(','),
  };
}

/**
 * Issue 33 (ADR 048), the classroom side: each classroom's price per course (monthly fee, enrolment fee,
 * materials, discounts, campaign months). Saving re-prices the applications before the final check, so the
 * family's cost screen and printed form show the new figures.
 */
export function StaffPricesPage() {
  const { t } = useTranslation();
  const prices = useQuery({ ...queries.getStaffCoursePrices(), retry: false });
  if (prices.isPending) return <Loader label={t(($) => $.common.loading)} />;
  if (prices.isError) {
    const forbidden = isApiError(prices.error) && prices.error.status === 403;
    return (
      <Stack space="md">
        <Alert tone="critical">{forbidden ? t(($) => $.staffPrices.forbidden) : t(($) => $.staffPrices.failed)}</Alert>
        <LogoutForm />
      </Stack>
    );
  }
  const { classrooms, data } = prices.data;
  return (
    <Stack space="lg">
      <p>{t(($) => $.staffPrices.lead)}</p>
      {classrooms.length === 0 ? <p>{t(($) => $.staffPrices.noClassrooms)}</p> : null}
      {classrooms.map((room) => (
        <PriceTable
          key={room.id}
          classroom={room}
          prices={data.filter((p) => p.classroomId === room.id)}
          onEdit={(price) => editorRef.current?.(price)}
        />
      ))}
      {classrooms.length > 0 ? <PriceForm classrooms={classrooms} prices={data} /> : null}
    </Stack>
  );
}

/** The form's "fill with this price" hook, set by the form below the tables. */
const editorRef: { current: ((price: Price) => void) | null } = { current: null };

function PriceTable({
  classroom,
  prices,
  onEdit,
}: {
  classroom: { id: number; name: string };
  prices: readonly Price[];
  onEdit: (price: Price) => void;
}) {
  const { t, i18n } = useTranslation();
  const sorted = [...prices].sort((a, b) => COURSE_ORDER.indexOf(a.course) - COURSE_ORDER.indexOf(b.course));
  const caption = t(($) => $.staffPrices.tableCaption, { classroom: classroom.name });
  return (
    <Stack space="sm">
      <h2 className={styles.sectionHeading}>{classroom.name}</h2>
      {sorted.length === 0 ? (
        <p>{t(($) => $.staffPrices.empty)}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard.
        <section className={tables.tableWrap} tabIndex={0} aria-label={caption}>
          <table className={tables.table}>
            <caption className={tables.muted}>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t(($) => $.staffPrices.course)}</th>
                <th scope="col">{t(($) => $.staffPrices.monthlyFee)}</th>
                <th scope="col">{t(($) => $.staffPrices.enrolmentFee)}</th>
                <th scope="col">{t(($) => $.staffPrices.materialsFee)}</th>
                <th scope="col">{t(($) => $.staffPrices.discounts)}</th>
                <th scope="col">{t(($) => $.staffPrices.campaignMonths)}</th>
                <th scope="col">
                  <span className={tables.muted}>{t(($) => $.staffPrices.edit)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((price) => {
                const names = COURSE_NAMES.get(price.course);
                const course = names
                  ? t(($) => $.fieldGroups.classroomCourse.courseOption, names)
                  : courseDisplayName(price.course);
                return (
                  <tr key={price.course}>
                    <th scope="row">{course}</th>
                    <td>{yen(price.monthlyFee)}</td>
                    <td>{yen(price.enrolmentFee)}</td>
                    <td>{yen(price.materialsFee)}</td>
                    <td>
                      {price.discounts.length === 0
                        ? t(($) => $.staffPrices.none)
                        : price.discounts.map((d) => `${d.name} −${yen(d.fee)}`).join('、')}
                    </td>
                    <td>
                      {price.campaignMonths.length === 0
                        ? t(($) => $.staffPrices.none)
                        : price.campaignMonths.map((m) => monthLabel(m, i18n.language)).join('、')}
                    </td>
                    <td>
                      <Button
                        variant="secondary"
                        onClick={() => onEdit(price)}
                        aria-label={t(($) => $.staffPrices.editLabel, { course })}
                      >
                        {t(($) => $.staffPrices.edit)}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      )}
    </Stack>
  );
}

function PriceForm({
  classrooms,
  prices,
}: {
  classrooms: readonly { id: number; name: string }[];
  prices: readonly Price[];
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const now = useNow();
  const save = useMutation(mutations.saveStaffCoursePrice());
  const [saved, setSaved] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const f = useAppForm<Values, unknown>({
    schema: coursePriceFormSchema,
    defaultValues: valuesOf(String(classrooms[0]?.id ?? ''), '', undefined),
    fields: FIELDS,
    idPrefix: 'staff-price',
    failureMessage: () => t(($) => $.staffPrices.saveFailed),
  });
  const classroomId = f.form.watch('classroomId');
  const course = f.form.watch('course');
  const chosen = f.form.watch('campaignMonths').split(',').filter(Boolean);
  const firstMonth = jstIsoDate(now).slice(0, 7);
  const offered = [...new Set([...monthsFrom(firstMonth), ...chosen])].sort();

  // Choosing a classroom and a course fills in its current price (typed figures of another course are not kept).
  const shown = useRef(`${classroomId}/${course}`);
  useEffect(() => {
    const key = `${classroomId}/${course}`;
    if (key === shown.current || course === '') return;
    shown.current = key;
    const current = prices.find((p) => String(p.classroomId) === classroomId && p.course === course);
    f.form.reset(valuesOf(classroomId, course, current));
  }, [classroomId, course, prices, f.form]);

  editorRef.current = (price) => {
    shown.current = `${price.classroomId}/${price.course}`;
    f.form.reset(valuesOf(String(price.classroomId), price.course, price));
    setSaved(null);
    headingRef.current?.scrollIntoView({ block: 'start' });
    document.getElementById(f.idOf('monthlyFee'))?.focus();
  };

  const toggleMonth = (month: string, on: boolean) => {
    const next = on ? [...chosen, month] : chosen.filter((m) => m !== month);
    f.form.setValue('campaignMonths', [...new Set(next)].sort().join(','), { shouldDirty: true });
  };

  const submit = f.handleSubmit(async () => {
    setSaved(null);
    const parsed = coursePriceFormSchema.parse(f.form.getValues());
    const answer = await save.mutateAsync(parsed);
    setSaved(t(($) => $.staffPrices.saved, { course: courseDisplayName(answer.price.course), count: answer.repriced }));
    await queryClient.invalidateQueries({ queryKey: queries.getStaffCoursePrices().queryKey });
  });

  const yenField = (
    field: 'monthlyFee' | 'enrolmentFee' | 'materialsFee' | 'discount1Fee' | 'discount2Fee',
    label: string,
    required: boolean,
  ) => (
    <TextField
      {...f.input(field)}
      label={label}
      hint={t(($) => $.staffPrices.yenHint)}
      inputMode="numeric"
      autoComplete="off"
      width="short"
      required={required}
      error={f.errorOf(field)}
    />
  );

  return (
    <Stack as="section" space="md" aria-labelledby="staff-price-form">
      <h2 id="staff-price-form" ref={headingRef} className={styles.sectionHeading}>
        {t(($) => $.staffPrices.formHeading)}
      </h2>
      <p>{t(($) => $.staffPrices.formLead)}</p>
      {saved ? (
        <Alert tone="positive" role="status">
          {saved}
        </Alert>
      ) : null}
      <Stack as="form" space="md" noValidate onSubmit={submit}>
        <ErrorSummary title={t(($) => $.booking.errorSummary)} errors={f.summary} submitCount={f.submitCount} />
        <ClassroomCourseFields f={f} fields={{ classroom: 'classroomId', course: 'course' }} classrooms={classrooms} />
        {yenField(
          'monthlyFee',
          t(($) => $.staffPrices.monthlyFee),
          true,
        )}
        {yenField(
          'enrolmentFee',
          t(($) => $.staffPrices.enrolmentFee),
          true,
        )}
        {yenField(
          'materialsFee',
          t(($) => $.staffPrices.materialsFee),
          true,
        )}
        {([1, 2] as const).map((n) => (
          <Fieldset key={n} legend={t(($) => $.staffPrices.discount, { n })} required={false}>
            <Stack space="sm">
              <TextField
                {...f.input(`discount${n}Name`)}
                label={t(($) => $.staffPrices.discountName)}
                autoComplete="off"
                error={f.errorOf(`discount${n}Name`)}
              />
              {yenField(
                `discount${n}Fee`,
                t(($) => $.staffPrices.discountFee),
                false,
              )}
            </Stack>
          </Fieldset>
        ))}
        <Fieldset
          id={f.idOf('campaignMonths')}
          legend={t(($) => $.staffPrices.campaignLegend)}
          hint={t(($) => $.staffPrices.campaignHint)}
          required={false}
          error={f.errorOf('campaignMonths')}
        >
          <Inline space="md">
            {offered.map((month) => (
              <Checkbox
                key={month}
                label={monthLabel(month, i18n.language)}
                checked={chosen.includes(month)}
                onChange={(event) => toggleMonth(month, event.currentTarget.checked)}
              />
            ))}
          </Inline>
        </Fieldset>
        <Inline space="sm" justifyContent="space-between">
          <span />
          <Button type="submit" sending={save.isPending} sendingLabel={t(($) => $.membershipApply.sending)}>
            {t(($) => $.staffPrices.save)}
          </Button>
        </Inline>
      </Stack>
    </Stack>
  );
}
