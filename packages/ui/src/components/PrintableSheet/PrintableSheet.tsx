import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { visuallyHidden } from '../../styles/utils.css';
import { fillParts, useUiTexts } from '../../texts';
import * as styles from './PrintableSheet.css';

// @page cannot be scoped to a class, so the sheet brings its page box with it and it goes when the sheet unmounts.
// The page number sits in the bottom margin of every sheet of paper ("1 / 2").
const pageRule =
  '@page { size: A4 portrait; margin: 10mm 12mm 12mm; @bottom-center { content: counter(page) " / " counter(pages); font-size: 8pt; } }';

export type PrintableSheetProps = ComponentProps<'article'> & {
  heading: string;
  /** 2 inside a frame that has the page's h1 already (one h1 per page); 1 for a page of its own. */
  headingLevel?: 1 | 2;
  /** Shows a print button on screen (hidden on paper). */
  onPrint?: () => void;
  printLabel?: string;
  loading?: boolean;
};

/** An A4 page: a sheet on screen, the bare page when printed (spec 2 §2.6 /apply/print). */
export function PrintableSheet({
  heading,
  headingLevel = 1,
  onPrint,
  printLabel,
  loading = false,
  className,
  children,
  ...rest
}: PrintableSheetProps) {
  const texts = useUiTexts();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <article {...rest} className={clsx(styles.sheet, className)} aria-busy={loading || undefined}>
      <style>{pageRule}</style>
      <header className={styles.header}>
        <Heading className={styles.heading}>{heading}</Heading>
        {onPrint ? (
          <button type="button" className={styles.printButton} onClick={onPrint}>
            {printLabel ?? texts.printableSheet.print}
          </button>
        ) : null}
      </header>
      {loading ? (
        <p role="status" className={styles.status}>
          {texts.common.loading}
        </p>
      ) : (
        children
      )}
    </article>
  );
}

export type PrintCourseLine = { lecture: string; course: string; startMonth: string };

export type ApplicationPrintData = {
  applicationDate: string;
  /** Up to 5 lines; the form always prints 5 rows. */
  courses: readonly PrintCourseLine[];
  child: {
    kana: string;
    name: string;
    gender?: 'male' | 'female';
    birthDate: string;
    age: string;
    schoolName: string;
    grade: string;
  };
  guardian: {
    name: string;
    postalCode: string;
    prefecture: string;
    address: string;
    phone: string;
    phoneBackup?: string;
    email: string;
    birthYear?: string;
    occupation?: string;
  };
  classroomName: string;
  /** Formatted yen amounts of the first payment (grouped per spec 2 §9.3 by the caller). */
  payment: {
    entryFee: string;
    monthlyFee: string;
    materialFee: string;
    other: string;
    discount: string;
    total: string;
  };
  notes?: string;
  receiptDate?: string;
};

/** The declaration the guardian signs and the signature beside it (the first sheet of paper). */
export type ApplicationPrintSignature = {
  heading: string;
  declaration: string;
  /** The signature picture (or an empty box to sign on paper). */
  content: ReactNode;
};

const COURSE_ROWS = 5;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row" className={styles.th}>
        {label}
      </th>
      <td className={styles.td}>{children}</td>
    </tr>
  );
}

function Check({ checked, label }: { checked: boolean; label: string }) {
  const texts = useUiTexts();
  return (
    <span className={styles.check}>
      <span aria-hidden="true">{checked ? '■' : '□'}</span>
      {label}
      {checked ? <span className={visuallyHidden}>{texts.printableSheet.checked}</span> : null}
    </span>
  );
}

/** The printable membership application form (spec 2 §3.8); the contract terms follow as children. */
export function ApplicationPrintForm({
  data,
  signature,
  children,
}: {
  data: ApplicationPrintData;
  signature?: ApplicationPrintSignature;
  children?: ReactNode;
}) {
  const courseRows = Array.from({ length: COURSE_ROWS }, (_, index) => data.courses[index]);
  const id = useId();
  const words = useUiTexts().printableSheet.form;
  return (
    <div className={styles.form}>
      <p className={styles.date}>{fillParts(words.applicationDate, { date: data.applicationDate })}</p>

      <section className={styles.block} aria-labelledby={`${id}-courses`}>
        <h2 id={`${id}-courses`} className={styles.blockHeading}>
          {words.courses}
        </h2>
        <table className={clsx(styles.table, styles.courseTable)}>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {words.lecture}
              </th>
              <th scope="col" className={styles.th}>
                {words.course}
              </th>
              <th scope="col" className={styles.th}>
                {words.startMonth}
              </th>
            </tr>
          </thead>
          <tbody>
            {courseRows.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the 5 printed rows are fixed positions, blanks included
              <tr key={index}>
                <td className={styles.td}>{line?.lecture ?? ''}</td>
                <td className={styles.td}>{line?.course ?? ''}</td>
                <td className={styles.td}>{line?.startMonth ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <div className={styles.columns}>
        <section className={styles.block} aria-labelledby={`${id}-child`}>
          <h2 id={`${id}-child`} className={styles.blockHeading}>
            {words.child}
          </h2>
          <table className={styles.table}>
            <tbody>
              <Row label={words.kana}>{data.child.kana}</Row>
              <Row label={words.name}>{data.child.name}</Row>
              <Row label={words.gender}>
                <Check checked={data.child.gender === 'male'} label={words.male} />
                <Check checked={data.child.gender === 'female'} label={words.female} />
              </Row>
              <Row label={words.birthDate}>
                {fillParts(words.birthDateValue, { date: data.child.birthDate, age: data.child.age })}
              </Row>
              <Row label={words.schoolName}>{data.child.schoolName}</Row>
              <Row label={words.grade}>{data.child.grade}</Row>
            </tbody>
          </table>
        </section>

        <section className={styles.block} aria-labelledby={`${id}-guardian`}>
          <h2 id={`${id}-guardian`} className={styles.blockHeading}>
            {words.guardian}
          </h2>
          <table className={styles.table}>
            <tbody>
              <Row label={words.name}>{data.guardian.name}</Row>
              <Row label={words.address}>
                {fillParts(words.postalCode, { code: data.guardian.postalCode })}
                <br />
                {data.guardian.prefecture}
                {data.guardian.address}
              </Row>
              <Row label={words.phone}>{data.guardian.phone}</Row>
              <Row label={words.phoneBackup}>{data.guardian.phoneBackup ?? ''}</Row>
              <Row label={words.email}>{data.guardian.email}</Row>
              <Row label={words.birthYear}>{data.guardian.birthYear ?? ''}</Row>
              <Row label={words.occupation}>{data.guardian.occupation ?? ''}</Row>
            </tbody>
          </table>
        </section>
      </div>

      <div className={styles.columns}>
        <section className={styles.block} aria-labelledby={`${id}-payment`}>
          <h2 id={`${id}-payment`} className={styles.blockHeading}>
            {words.payment}
          </h2>
          <table className={styles.table}>
            <tbody>
              <Row label={words.entryFee}>{data.payment.entryFee}</Row>
              <Row label={words.monthlyFee}>{data.payment.monthlyFee}</Row>
              <Row label={words.materialFee}>{data.payment.materialFee}</Row>
              <Row label={words.other}>{data.payment.other}</Row>
              <Row label={words.discount}>{data.payment.discount}</Row>
              <tr className={styles.totalRow}>
                <th scope="row" className={styles.th}>
                  {words.total}
                </th>
                <td className={styles.td}>{data.payment.total}</td>
              </tr>
            </tbody>
          </table>
        </section>

        <section className={styles.block} aria-labelledby={`${id}-office`}>
          <h2 id={`${id}-office`} className={styles.blockHeading}>
            {words.office}
          </h2>
          <table className={styles.table}>
            <tbody>
              <Row label={words.classroomName}>{data.classroomName}</Row>
              <Row label={words.notes}>{data.notes ?? ''}</Row>
              <Row label={words.receiptDate}>{data.receiptDate ?? ''}</Row>
            </tbody>
          </table>
        </section>
      </div>

      {signature ? (
        <section className={clsx(styles.block, styles.signatureBlock)} aria-labelledby={`${id}-signature`}>
          <h2 id={`${id}-signature`} className={styles.blockHeading}>
            {signature.heading}
          </h2>
          <div className={styles.signatureRow}>
            <p className={styles.declaration}>{signature.declaration}</p>
            <div className={styles.signatureBox}>{signature.content}</div>
          </div>
        </section>
      ) : null}

      {children ? <div className={styles.terms}>{children}</div> : null}
    </div>
  );
}
