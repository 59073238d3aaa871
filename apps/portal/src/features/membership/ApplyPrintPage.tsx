import {
  formatYen,
  hasTabletCost,
  jstIsoDate,
  OCCUPATIONS,
  prefectureName,
  printedCostSummary,
  SCHOOL_GRADES,
} from '@portal/domain';
import { Alert, ApplicationPrintForm, PrintableSheet, RichContent } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { useFormatDate } from '../../i18n/dates';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './Membership.css';
import { monthLabel, useDetail } from './MembershipPages';

/** The server prints this very page to PDF (spec 2 §2.6, ADR 034). */
const PDF_PATH = '/api/membership/online/print.pdf';

/** 1520035 → 152-0035 (the form prints the postal code as it is written on mail). */
export function postalCodeLabel(zipcode: string): string {
  return /^\d{7}$/.test(zipcode) ? `${zipcode.slice(0, 3)}-${zipcode.slice(3)}` : zipcode;
}

/** A discount is money taken off: printed with a minus sign (−1,000円), nothing off as 0円. */
export function discountLabel(amount: number): string {
  return amount > 0 ? `−${formatYen(amount)}` : formatYen(0);
}

/** Age in whole years on a day (both YYYY-MM-DD). */
export function ageOn(birthday: string, day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthday)) return '';
  const years = Number(day.slice(0, 4)) - Number(birthday.slice(0, 4));
  return String(day.slice(5) < birthday.slice(5) ? years - 1 : years);
}

/**
 * Spec 2 §2.6 / §3.8 / §9 /apply/print (ApplyBackPrintVer2): the A4 application form of the application
 * in the session: its fields, the first payment by the printed buckets, articles 10 to 21 and the
 * privacy policy from the server, and the signature. The server prints the same page to PDF.
 */
export function ApplyPrintPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const now = useNow();
  const detail = useDetail('complete');
  const entryDate = detail.data?.membershipData[0]?.entryDate ?? '';
  const terms = useQuery({ ...queries.getMembershipTerms({ date: entryDate }), enabled: entryDate !== '' });
  const record = useQuery(queries.getMembershipRecord());
  const loading = detail.isPending || terms.isPending;
  if (detail.isError || terms.isError) return <Alert tone="critical">{t(($) => $.membershipApply.loadFailed)}</Alert>;
  const d = detail.data;
  const label = (list: readonly { id: number; labelCode: string }[], id: number | null | undefined) =>
    wordCode(list.find((o) => o.id === id)?.labelCode ?? '', t);
  const payment = d ? printedCostSummary(d.membershipCosts, d.discounts) : null;
  const signedOn = record.data?.entryDate ?? jstIsoDate(now);
  const age = d ? ageOn(d.kidData.birthday, signedOn) : '';
  return (
    // The marker the print stylesheet keys on: on paper only this sheet shows, none of the portal around it.
    <div className={styles.printPage}>
      {d && payment && terms.data ? (
        <p className={styles.screenOnly}>
          {/* A plain link: the PDF is a file of the API, not a page of the app's router. */}
          <a href={PDF_PATH} download className={styles.downloadLink}>
            {t(($) => $.membershipApply.downloadPdf)}
          </a>
        </p>
      ) : null}
      <PrintableSheet
        heading={t(($) => $.membershipApply.titles.print)}
        // The frame's title is the page's one h1.
        headingLevel={2}
        onPrint={() => window.print()}
        printLabel={t(($) => $.membershipApply.printButton)}
        loading={loading}
      >
        {d && payment && terms.data ? (
          <ApplicationPrintForm
            data={{
              applicationDate: formatDate(entryDate),
              courses: d.membershipData.slice(0, 5).map((line) => ({
                lecture: line.lectureName,
                course: line.courseName,
                startMonth: monthLabel(line.startMonth),
              })),
              child: {
                kana: `${d.kidData.lastNameKana} ${d.kidData.firstNameKana}`,
                name: `${d.kidData.lastName} ${d.kidData.firstName}`,
                gender: d.kidData.genderId === 1 ? 'male' : 'female',
                birthDate: d.kidData.birthday ? formatDate(d.kidData.birthday) : '',
                age: age === '' ? '' : t(($) => $.membershipApply.ageValue, { age }),
                schoolName: d.kidData.schoolName ?? '',
                grade: label(SCHOOL_GRADES, d.kidData.schoolGrade),
              },
              guardian: {
                name: `${d.guardianData.lastName} ${d.guardianData.firstName}`,
                postalCode: postalCodeLabel(d.guardianData.zipcode),
                prefecture: prefectureName(d.guardianData.prefectureId) ?? '',
                address: `${d.guardianData.city}${d.guardianData.block} ${d.guardianData.building ?? ''}`.trim(),
                phone: d.guardianData.telNumber,
                ...(d.guardianData.telNumberBackup ? { phoneBackup: d.guardianData.telNumberBackup } : {}),
                email: d.guardianData.email,
                ...(d.guardianData.birthYear ? { birthYear: `${d.guardianData.birthYear}年` } : {}),
                occupation: label(OCCUPATIONS, d.guardianData.jobId),
              },
              classroomName: d.membershipData[0]?.classroomName ?? '',
              payment: {
                entryFee: formatYen(payment.entryFee),
                monthlyFee: formatYen(payment.monthlyFee),
                materialFee: formatYen(payment.materialFee),
                other: formatYen(payment.other),
                discount: discountLabel(payment.discount),
                total: formatYen(payment.total),
              },
              ...(hasTabletCost(d.membershipCosts) ? { notes: t(($) => $.membershipApply.tabletNote) } : {}),
              receiptDate: formatDate(signedOn),
            }}
            signature={{
              heading: t(($) => $.membershipApply.signatureLabel),
              declaration: t(($) => $.membershipApply.printDeclaration),
              content: record.data ? (
                <img
                  src="/api/membership/online/signature"
                  alt={t(($) => $.membershipApply.signatureAlt)}
                  className={styles.signatureImage}
                  width={300}
                  height={120}
                />
              ) : null,
            }}
          >
            <section aria-labelledby="print-contract">
              <h2 id="print-contract" className={styles.sectionHeading}>
                {t(($) => $.membershipApply.titles.tos)}
              </h2>
              <p>
                {t(($) => $.membershipApply.tosRevision, {
                  date: formatDate(terms.data.steam_contract_term.revision_date),
                })}
              </p>
              <RichContent html={terms.data.steam_contract_term.body} />
            </section>
            <section aria-labelledby="print-privacy">
              <h2 id="print-privacy" className={styles.sectionHeading}>
                {t(($) => $.membershipApply.privacyHeading)}
              </h2>
              <RichContent html={terms.data.privacy_policy.body} />
            </section>
          </ApplicationPrintForm>
        ) : null}
      </PrintableSheet>
    </div>
  );
}
