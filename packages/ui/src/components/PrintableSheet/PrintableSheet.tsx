import { clsx } from 'clsx';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { visuallyHidden } from '../../styles/utils.css';
import * as styles from './PrintableSheet.css';

// @page cannot be scoped to a class, so the sheet brings its page box with it and it goes when the sheet unmounts.
const pageRule = '@page { size: A4 portrait; margin: 12mm; }';

export type PrintableSheetProps = ComponentProps<'article'> & {
  heading: string;
  /** Shows a print button on screen (hidden on paper). */
  onPrint?: () => void;
  printLabel?: string;
  loading?: boolean;
};

/** An A4 page: a sheet on screen, the bare page when printed (spec 2 §2.6 /apply/print). */
export function PrintableSheet({
  heading,
  onPrint,
  printLabel = '印刷する',
  loading = false,
  className,
  children,
  ...rest
}: PrintableSheetProps) {
  return (
    <article {...rest} className={clsx(styles.sheet, className)} aria-busy={loading || undefined}>
      <style>{pageRule}</style>
      <header className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
        {onPrint ? (
          <button type="button" className={styles.printButton} onClick={onPrint}>
            {printLabel}
          </button>
        ) : null}
      </header>
      {loading ? (
        <p role="status" className={styles.status}>
          読み込み中...
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
  return (
    <span className={styles.check}>
      <span aria-hidden="true">{checked ? '■' : '□'}</span>
      {label}
      {checked ? <span className={visuallyHidden}>（該当）</span> : null}
    </span>
  );
}

/** The printable membership application form (spec 2 §3.8); the contract terms follow as children. */
export function ApplicationPrintForm({ data, children }: { data: ApplicationPrintData; children?: ReactNode }) {
  const courseRows = Array.from({ length: COURSE_ROWS }, (_, index) => data.courses[index]);
  const id = useId();
  return (
    <div className={styles.form}>
      <p className={styles.date}>申込日：{data.applicationDate}</p>

      <section className={styles.block} aria-labelledby={`${id}-courses`}>
        <h2 id={`${id}-courses`} className={styles.blockHeading}>
          受講講座
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                講座
              </th>
              <th scope="col" className={styles.th}>
                コース
              </th>
              <th scope="col" className={styles.th}>
                受講開始月
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
            お子さま
          </h2>
          <table className={styles.table}>
            <tbody>
              <Row label="フリガナ">{data.child.kana}</Row>
              <Row label="氏名">{data.child.name}</Row>
              <Row label="性別">
                <Check checked={data.child.gender === 'male'} label="男" />
                <Check checked={data.child.gender === 'female'} label="女" />
              </Row>
              <Row label="生年月日">
                {data.child.birthDate}（{data.child.age}）
              </Row>
              <Row label="学校名">{data.child.schoolName}</Row>
              <Row label="学年">{data.child.grade}</Row>
            </tbody>
          </table>
        </section>

        <section className={styles.block} aria-labelledby={`${id}-guardian`}>
          <h2 id={`${id}-guardian`} className={styles.blockHeading}>
            保護者さま
          </h2>
          <table className={styles.table}>
            <tbody>
              <Row label="氏名">{data.guardian.name}</Row>
              <Row label="住所">
                〒{data.guardian.postalCode}
                <br />
                {data.guardian.prefecture}
                {data.guardian.address}
              </Row>
              <Row label="電話番号">{data.guardian.phone}</Row>
              <Row label="予備の電話番号">{data.guardian.phoneBackup ?? ''}</Row>
              <Row label="メールアドレス">{data.guardian.email}</Row>
              <Row label="生まれ年">{data.guardian.birthYear ?? ''}</Row>
              <Row label="ご職業">{data.guardian.occupation ?? ''}</Row>
            </tbody>
          </table>
        </section>
      </div>

      <div className={styles.columns}>
        <section className={styles.block} aria-labelledby={`${id}-payment`}>
          <h2 id={`${id}-payment`} className={styles.blockHeading}>
            初回お支払い額
          </h2>
          <table className={styles.table}>
            <tbody>
              <Row label="入会金">{data.payment.entryFee}</Row>
              <Row label="月謝">{data.payment.monthlyFee}</Row>
              <Row label="教材費">{data.payment.materialFee}</Row>
              <Row label="その他">{data.payment.other}</Row>
              <Row label="割引">{data.payment.discount}</Row>
              <tr className={styles.totalRow}>
                <th scope="row" className={styles.th}>
                  合計（税込）
                </th>
                <td className={styles.td}>{data.payment.total}</td>
              </tr>
            </tbody>
          </table>
        </section>

        <section className={styles.block} aria-labelledby={`${id}-office`}>
          <h2 id={`${id}-office`} className={styles.blockHeading}>
            教室記入欄
          </h2>
          <table className={styles.table}>
            <tbody>
              <Row label="教室名">{data.classroomName}</Row>
              <Row label="備考">{data.notes ?? ''}</Row>
              <Row label="受付日">{data.receiptDate ?? ''}</Row>
            </tbody>
          </table>
        </section>
      </div>

      {children ? <div className={styles.terms}>{children}</div> : null}
    </div>
  );
}
