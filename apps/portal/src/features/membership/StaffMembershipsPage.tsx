import { isApiError } from '@portal/api-client';
import { formatDate, MEMBERSHIP_STATUS, prefectureName } from '@portal/domain';
import { Alert, Button, Loader, Stack } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { refusalMessage } from '../../app/serverMessage';
import { sessionEnded } from '../../app/sessionEnded';
import { useDateLocale } from '../../i18n/dates';
import { LogoutForm } from '../shell/LogoutForm';
import { FactsTable } from './FactsTable';
import * as styles from './Membership.css';
import { StaffMembershipCreate } from './StaffMembershipCreate';

type Input = {
  kidForm?: Record<string, string | number>;
  guardianForm?: Record<string, string | number>;
};

/**
 * The input a guardian sent, as the classroom reads it before the final check: every field of the child form and
 * the guardian form (spec 2 §3.1, §3.2; issue 33: the whole input, not a part).
 */
function InputSummary({ input }: { input: Input }) {
  const { t } = useTranslation();
  const k = input.kidForm ?? {};
  const g = input.guardianForm ?? {};
  const label = (list: string, id: unknown) =>
    id === undefined || id === null || id === '' ? '' : (t(`labels.${list}.${String(id)}` as never) as string);
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  const rows: [string, string][] = [
    [
      t(($) => $.membershipApply.kidName),
      `${text(k.lastName)} ${text(k.firstName)}（${text(k.lastNameKana)} ${text(k.firstNameKana)}）`,
    ],
    [t(($) => $.membershipApply.birthday), text(k.birthday).replaceAll('-', '/')],
    [t(($) => $.membershipApply.gender), label('genders', k.genderId)],
    [t(($) => $.membershipApply.schoolName), text(k.schoolName)],
    [t(($) => $.membershipApply.schoolGrade), label('schoolGrades', k.schoolGrade)],
    [
      t(($) => $.membershipApply.guardianName),
      `${text(g.lastName)} ${text(g.firstName)}（${text(g.lastNameKana)} ${text(g.firstNameKana)}）`,
    ],
    [t(($) => $.membershipApply.birthYear), text(g.birthYear)],
    [t(($) => $.membershipApply.gender), label('genders', g.genderId)],
    [t(($) => $.membershipApply.relationship), label('relationships', g.kankeiCode)],
    ...(g.kankeiCode === 'OTHERS'
      ? ([[t(($) => $.membershipApply.relationshipOther), text(g.kankeiSonota)]] as [string, string][])
      : []),
    [t(($) => $.membershipApply.job), label('occupations', g.jobId)],
    [t(($) => $.membershipApply.tel), text(g.telNumber)],
    [t(($) => $.membershipApply.telBackup), text(g.telNumberBackup)],
    [t(($) => $.membershipApply.email), text(g.email)],
    [t(($) => $.membershipApply.emailKind), label('emailKinds', g.emailKbn)],
    [t(($) => $.membershipApply.emailBackup), text(g.emailBackup)],
    [t(($) => $.membershipApply.emailBackupKind), label('emailKinds', g.emailBackupKbn)],
    [
      t(($) => $.membershipApply.address),
      `〒${text(g.zipcode)} ${prefectureName(Number(g.prefectureId)) ?? ''}${text(g.city)}${text(g.block)} ${text(g.building)}`.trim(),
    ],
  ];
  return <FactsTable facts={rows} />;
}

/**
 * Issue 16, the classroom side: the applications of the staff member's classrooms; a sent input is
 * read here, moved to the final check (status 5) and its certification code issued, shown once.
 */
export function StaffMembershipsPage({ fromBooking }: { fromBooking?: number } = {}) {
  const { t } = useTranslation();
  const locale = useDateLocale();
  const queryClient = useQueryClient();
  const list = useQuery({ ...queries.getStaffMemberships(), retry: false });
  const issue = useMutation(mutations.issueMembershipCode());
  const [issued, setIssued] = useState<{ id: number; code: string; until: string } | null>(null);
  // What the server said (a refusal of its own), else "try again": never left without a word (issue 30).
  const [failed, setFailed] = useState<string | null>(null);
  // A second press while a code is being issued issues nothing: a second code would replace the one shown.
  const issuing = useRef(false);
  if (list.isPending) return <Loader label={t(($) => $.common.loading)} />;
  if (list.isError) {
    const forbidden = isApiError(list.error) && list.error.status === 403;
    return (
      <Stack space="md">
        <Alert tone="critical">
          {forbidden ? t(($) => $.membershipApply.staff.forbidden) : t(($) => $.membershipApply.staff.failed)}
        </Alert>
        <LogoutForm />
      </Stack>
    );
  }
  const statusLabel = (id: number) => t(($) => $.membershipApply.staff.statuses[id as 1 | 2 | 3 | 5 | 9]) ?? String(id);
  const onIssue = async (id: number) => {
    if (issuing.current) return;
    issuing.current = true;
    setFailed(null);
    const ask = () => issue.mutateAsync({ membershipId: id });
    try {
      let answer: Awaited<ReturnType<typeof ask>>;
      try {
        answer = await ask();
      } catch (error) {
        // The session ended: once the password is given again on this page, the code is issued (issue 30 item 4).
        const asked = isApiError(error) && error.status === 401 ? sessionEnded.ask() : null;
        if (!asked || (await asked).kind !== 'same') throw error;
        answer = await ask();
      }
      setIssued({ id, code: answer.code, until: formatDate(answer.expiresAt, { time: true, locale }) });
      void queryClient.invalidateQueries({ queryKey: queries.getStaffMemberships().queryKey });
    } catch (error) {
      setFailed(refusalMessage(error) ?? t(($) => $.membershipApply.staff.issueFailed));
    } finally {
      issuing.current = false;
    }
  };
  return (
    <Stack space="md">
      <p>{t(($) => $.membershipApply.staff.lead)}</p>
      <StaffMembershipCreate classrooms={list.data.classrooms} fromBooking={fromBooking} />
      {failed ? <Alert tone="critical">{failed}</Alert> : null}
      {list.data.data.length === 0 ? <p>{t(($) => $.membershipApply.staff.empty)}</p> : null}
      <Stack as="ul" space="md" listStyle="none" margin={0} padding={0}>
        {list.data.data.map((row) => (
          <Stack as="li" space="md" key={row.id}>
            <h2 className={styles.sectionHeading}>
              {t(($) => $.membershipApply.staff.receipt)} {row.subscriptionCode} — {row.childName}
            </h2>
            <FactsTable
              facts={[
                [t(($) => $.membershipApply.staff.status), statusLabel(row.statusId)],
                [t(($) => $.membershipApply.staff.family), row.familyName],
                [t(($) => $.membershipApply.staff.classroom), row.classroomName],
                [
                  t(($) => $.membershipApply.staff.inputSentAt),
                  row.inputSentAt
                    ? formatDate(row.inputSentAt, { time: true, locale })
                    : t(($) => $.membershipApply.staff.notSent),
                ],
                ...(row.record
                  ? ([
                      [t(($) => $.membershipApply.signedAt), formatDate(row.record.signedAt, { time: true, locale })],
                      [t(($) => $.membershipApply.signedFrom), row.record.ip],
                      [t(($) => $.membershipApply.userAgent), row.record.userAgent, true],
                      [t(($) => $.membershipApply.contentHash), row.record.contentSha256, true],
                    ] as const)
                  : []),
              ]}
            />
            {row.codeLocked && issued?.id !== row.id ? (
              <Alert tone="caution" title={t(($) => $.membershipApply.staff.codeLocked)}>
                {t(($) => $.membershipApply.staff.codeLockedLead)}
              </Alert>
            ) : null}
            {row.input ? (
              <details>
                <summary>{t(($) => $.membershipApply.staff.showInput)}</summary>
                <InputSummary input={row.input as Input} />
              </details>
            ) : null}
            {issued?.id === row.id ? (
              <Alert tone="positive">
                {t(($) => $.membershipApply.staff.issued, { code: issued.code, until: issued.until })}
              </Alert>
            ) : null}
            {row.statusId === MEMBERSHIP_STATUS.inputSent || row.statusId === MEMBERSHIP_STATUS.awaitingFinalCheck ? (
              <Button
                variant={row.statusId === MEMBERSHIP_STATUS.inputSent ? 'primary' : 'secondary'}
                onClick={() => void onIssue(row.id)}
                sending={issue.isPending && issue.variables?.membershipId === row.id}
              >
                {row.statusId === MEMBERSHIP_STATUS.inputSent
                  ? t(($) => $.membershipApply.staff.issue)
                  : t(($) => $.membershipApply.staff.reissue)}
              </Button>
            ) : null}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
