import type { Schemas } from '@portal/api-client';
import { applicationStatusLabel, calculateCosts, costGroup, formatYen, stepForStatus } from '@portal/domain';
import {
  Alert,
  Badge,
  type BadgeTone,
  Button,
  Card,
  CardTitle,
  Checkbox,
  Dialog,
  EmptyState,
  ImageWithFallback,
  Inline,
  Loader,
  RichContent,
  Stack,
  Tiles,
} from '@portal/ui';
import { useMutation, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { costLineName } from '../../i18n/dataLabels';
import { useFormatDate } from '../../i18n/dates';
import { wordCode } from '../../i18n/wordCode';
import { noAccountStepPath, stepPath, useApplicantKind, usePreloadSteps, useStepPaths } from './applicant';
import { FactsTable } from './FactsTable';
import { LinkEndedNotice, linkEndReason } from './linkEnded';
import * as styles from './Membership.css';
import type { StepSearch } from './membershipValues';

type Row = Schemas['ApplicationRow'];

/** Spec 2 §4: the badge colours of 2, 5 and 9 differ (the text still says the status). */
const STATUS_TONE: Record<number, BadgeTone> = { 2: 'caution', 5: 'info', 9: 'positive' };

export { stepPath } from './applicant';

/** Back and Next of a step, Back first (it is the less likely choice, so it sits on the left). */
export function StepActions({
  onBack,
  onNext,
  nextLabel,
  backLabel,
  sending,
}: {
  onBack?: () => void;
  onNext?: () => void;
  nextLabel?: string;
  backLabel?: string;
  sending?: boolean;
}) {
  const { t } = useTranslation();
  usePreloadSteps();
  return (
    <Inline space="sm" justifyContent="space-between">
      {onBack ? (
        <Button variant="secondary" onClick={onBack}>
          {backLabel ?? t(($) => $.membershipApply.back)}
        </Button>
      ) : (
        <span />
      )}
      {onNext ? (
        <Button onClick={onNext} sending={sending ?? false} sendingLabel={t(($) => $.membershipApply.sending)}>
          {nextLabel ?? t(($) => $.membershipApply.next)}
        </Button>
      ) : null}
    </Inline>
  );
}

/** Spec 2 §2.1 list: the applications by status; a card starts a session and opens the step of its status. */
export function MembershipListPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const groups = useSuspenseQuery(queries.getMembershipList());
  const store = useMutation(mutations.storeMembershipSession());
  const [failed, setFailed] = useState(false);
  const rows = Object.values(groups.data)
    .map((lines) => lines)
    .filter((lines): lines is [Row, ...Row[]] => lines[0] !== undefined && stepForStatus(lines[0].statusId) !== null);

  if (rows.length === 0) return <EmptyState title={t(($) => $.membershipApply.listEmpty)} />;

  const open = (row: Row) => {
    const step = stepForStatus(row.statusId);
    if (!step || store.isPending) return;
    setFailed(false);
    const search = { kidId: row.kidId, subscriptionCode: row.subscriptionCode };
    store.mutate(
      { kidId: row.kidId, subscriptionCode: row.subscriptionCode, statusId: row.statusId },
      {
        onSuccess: () => void navigate({ to: stepPath[step as keyof typeof stepPath], search }),
        // Spec 2 §8: a failed session save is only logged by the original; here the guardian is told.
        onError: () => setFailed(true),
      },
    );
  };

  return (
    <Stack space="md">
      <p>{t(($) => $.membershipApply.listLead)}</p>
      {failed ? <Alert tone="critical">{t(($) => $.membershipApply.startFailed)}</Alert> : null}
      <Stack as="ul" space="md" listStyle="none" margin={0} padding={0}>
        {rows.map((lines) => {
          const first = lines[0];
          const status = first.statusId as 2 | 5 | 9;
          return (
            <Card as="li" key={first.subscriptionCode}>
              <Inline space="sm">
                <Badge tone={STATUS_TONE[status] ?? 'neutral'}>
                  {wordCode(applicationStatusLabel(first.statusId), t)}
                </Badge>
                <span>{t(($) => $.membershipApply.receipt, { code: first.subscriptionCode })}</span>
              </Inline>
              <CardTitle level={2}>
                {t(($) => $.membershipApply.childName, { name: `${first.lastName} ${first.firstName}` })}
              </CardTitle>
              <ul>
                {lines.map((line) => (
                  <li key={`${line.lectureName}-${line.courseName}`}>
                    {t(($) => $.membershipApply.courseLine, {
                      lecture: line.lectureName,
                      course: line.courseName,
                      start: monthLabel(line.startMonth),
                    })}
                  </li>
                ))}
              </ul>
              <p>{t(($) => $.membershipApply.classroom, { name: first.classroomName })}</p>
              <p>{t(($) => $.membershipApply.entryDate, { date: formatDate(first.entryDate) })}</p>
              <Button onClick={() => open(first)} sending={store.isPending && store.variables?.kidId === first.kidId}>
                {t(($) => $.membershipApply.startAction[status])}
              </Button>
            </Card>
          );
        })}
      </Stack>
    </Stack>
  );
}

/** Goes back to the list, or to verify_identity (with the application) without an account (spec 2 §2.2). */
export function useToList() {
  const navigate = useNavigate();
  const kind = useApplicantKind();
  return (search?: StepSearch) =>
    kind === 'noAccount'
      ? void navigate({ to: noAccountStepPath.list, search: search ?? { kidId: 0, subscriptionCode: '' } })
      : void navigate({ to: stepPath.list });
}

/** Back to the list, or to verify_identity without an account (spec 2 §2.2). */
export function useBackToListLabel(): string {
  const { t } = useTranslation();
  return useApplicantKind() === 'noAccount'
    ? t(($) => $.membershipGuest.backToVerify)
    : t(($) => $.membershipApply.backToList);
}

/** 2026-12 → 2026年12月 (COPY.md: no ISO dates on screen). */
export function monthLabel(yearMonth: string): string {
  const [year, month] = yearMonth.split('-');
  return year && month ? `${year}年${Number(month)}月` : yearMonth;
}

/** The application in the session, with the loader and failure every step shares. */
export function useDetail(from: 'content' | 'cost' | 'verify' | 'complete') {
  return useQuery(queries.getMembershipDetail({ from }));
}

export function DetailState({ query, children }: { query: ReturnType<typeof useDetail>; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <Loader label={t(($) => $.common.loading)} />;
  if (query.isError) {
    // A mailed link that ended while the page was open says why and where the new one is (issue 30 item 5).
    const ended = linkEndReason(query.error);
    if (ended) return <LinkEndedNotice reason={ended} />;
    return <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <>{children}</>;
}

/**
 * A step whose data could not be loaded (the server or the network down): the page stays, says so and offers
 * 再読み込み, so the family stays on the step (issue 30 item 14) instead of landing on a browser error page.
 */
export function LoadFailed({
  onRetry,
  retrying,
  message,
}: {
  onRetry: () => void;
  retrying: boolean;
  message?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack space="md">
      <Alert tone="critical">{message ?? t(($) => $.membershipApply.loadFailed)}</Alert>
      <div>
        <Button variant="secondary" onClick={onRetry} sending={retrying} sendingLabel={t(($) => $.common.loading)}>
          {t(($) => $.membershipApply.reload)}
        </Button>
      </div>
    </Stack>
  );
}

/** Spec 2 §3.4: the course lines of an application as a table. */
export function CourseTable({ detail }: { detail: Schemas['OnlineDetail'] }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  return (
    // On a phone the five columns stack (a table 420px wide in a 375px screen would scroll sideways).
    <table className={`${styles.table} ${styles.stackTable}`}>
      <thead>
        <tr>
          <th scope="col">{t(($) => $.membershipApply.lecture)}</th>
          <th scope="col">{t(($) => $.membershipApply.course)}</th>
          <th scope="col">{t(($) => $.membershipApply.startMonth)}</th>
          <th scope="col">{t(($) => $.membershipApply.classroomLabel)}</th>
          <th scope="col">{t(($) => $.membershipApply.entryDateLabel)}</th>
        </tr>
      </thead>
      <tbody>
        {detail.membershipData.map((line) => (
          <tr key={`${line.lectureName}-${line.courseName}`}>
            <td data-label={t(($) => $.membershipApply.lecture)}>{line.lectureName}</td>
            <td data-label={t(($) => $.membershipApply.course)}>{line.courseName}</td>
            <td data-label={t(($) => $.membershipApply.startMonth)}>{monthLabel(line.startMonth)}</td>
            <td data-label={t(($) => $.membershipApply.classroomLabel)}>{line.classroomName}</td>
            <td data-label={t(($) => $.membershipApply.entryDateLabel)}>{formatDate(line.entryDate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Spec 2 §2.1 content_conf: the application content. Next goes to cost_conf, Back to the list. */
export function ContentConfPage({ search }: { search: StepSearch }) {
  const { t } = useTranslation();
  const stepPath = useStepPaths();
  const backToList = useBackToListLabel();
  const toList = useToList();
  const navigate = useNavigate();
  const detail = useDetail('content');
  return (
    <DetailState query={detail}>
      {detail.data ? (
        <Stack space="md">
          <p>{t(($) => $.membershipApply.contentLead)}</p>
          <p>
            {t(($) => $.membershipApply.childLabel)}：{detail.data.kidData.lastName} {detail.data.kidData.firstName}
          </p>
          <CourseTable detail={detail.data} />
          <StepActions
            onBack={() => toList(search)}
            backLabel={backToList}
            onNext={() => void navigate({ to: stepPath.cost_conf, search })}
          />
        </Stack>
      ) : null}
    </DetailState>
  );
}

/** Spec 2 §9.3: the cost breakdown by group, the discount, tax and total. */
export function CostTable({ detail }: { detail: Schemas['OnlineDetail'] }) {
  const { t } = useTranslation();
  const summary = calculateCosts(detail.membershipCosts, detail.discounts);
  const groups = ['initial', 'monthly', 'other'] as const;
  return (
    <table className={styles.table}>
      <tbody>
        {groups.flatMap((group) => {
          const lines = detail.membershipCosts.filter((c) => costGroup(c.feeTypeId) === group);
          if (lines.length === 0) return [];
          return [
            <tr key={group}>
              <th scope="rowgroup" colSpan={2}>
                {t(($) => $.membershipApply.costGroups[group])}
              </th>
            </tr>,
            ...lines.map((line) => (
              <tr key={`${group}-${line.id}`}>
                <th scope="row">{costLineName(line.costName, t)}</th>
                <td className={styles.amount}>{formatYen(line.cost)}</td>
              </tr>
            )),
          ];
        })}
        {detail.discounts.map((d) => (
          <tr key={`discount-${d.id}`}>
            <th scope="row">
              {t(($) => $.membershipApply.discount)}：{d.name}
            </th>
            <td className={styles.amount}>−{formatYen(d.fee)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">{t(($) => $.membershipApply.subtotal)}</th>
          <td className={styles.amount}>{formatYen(summary.subtotal)}</td>
        </tr>
        <tr>
          <th scope="row">{t(($) => $.membershipApply.tax)}</th>
          <td className={styles.amount}>{formatYen(summary.tax)}</td>
        </tr>
        <tr className={styles.totalRow}>
          <th scope="row">{t(($) => $.membershipApply.total)}</th>
          <td className={styles.amount}>{formatYen(summary.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** Spec 2 §2.1 cost_conf: the billing information. Next goes to tos, Back to content_conf. */
export function CostConfPage({ search }: { search: StepSearch }) {
  const { t } = useTranslation();
  const stepPath = useStepPaths();
  const navigate = useNavigate();
  const detail = useDetail('cost');
  return (
    <DetailState query={detail}>
      {detail.data ? (
        <Stack space="md">
          <p>{t(($) => $.membershipApply.costLead)}</p>
          {detail.data.membershipCosts.length === 0 ? (
            <Alert tone="caution">{t(($) => $.membershipApply.noCosts)}</Alert>
          ) : (
            <CostTable detail={detail.data} />
          )}
          <StepActions
            onBack={() => void navigate({ to: stepPath.content_conf, search })}
            onNext={() => void navigate({ to: stepPath.tos, search })}
          />
        </Stack>
      ) : null}
    </DetailState>
  );
}

/** An agreement checkbox whose Next, pressed unticked, says to tick it (spec 2 §2.1 tos and notes). */
function useAgreement() {
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  return {
    agreed,
    showError: tried && !agreed,
    toggle: (value: boolean) => setAgreed(value),
    attempt: () => {
      setTried(true);
      return agreed;
    },
  };
}

/** Spec 2 §2.1 tos: the contract terms and the privacy policy of the first entry date, with the agreement. */
export function TosPage({ search }: { search: StepSearch }) {
  const { t } = useTranslation();
  const stepPath = useStepPaths();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const detail = useDetail('content');
  const date = detail.data?.membershipData[0]?.entryDate ?? '';
  const terms = useQuery({ ...queries.getMembershipTerms({ date }), enabled: date !== '' });
  const agreement = useAgreement();
  const boxId = useId();
  return (
    <DetailState query={detail}>
      <Stack space="md">
        <p>{t(($) => $.membershipApply.tosLead)}</p>
        {terms.isPending ? (
          <Loader label={t(($) => $.common.loading)} />
        ) : terms.isError ? (
          // Issue 30 item 15: the failure, and a way to load the terms again; agreeing waits for them.
          <LoadFailed
            message={t(($) => $.membershipApply.termsLoadFailed)}
            onRetry={() => void terms.refetch()}
            retrying={terms.isFetching}
          />
        ) : (
          <>
            <section className={styles.terms} aria-label={t(($) => $.membershipApply.titles.tos)}>
              <h2 className={styles.sectionHeading}>{t(($) => $.membershipApply.titles.tos)}</h2>
              <p>
                {t(($) => $.membershipApply.tosRevision, {
                  date: formatDate(terms.data.steam_contract_term.revision_date),
                })}
              </p>
              <RichContent html={terms.data.steam_contract_term.body} />
            </section>
            <section className={styles.terms} aria-label={t(($) => $.membershipApply.privacyHeading)}>
              <h2 className={styles.sectionHeading}>{t(($) => $.membershipApply.privacyHeading)}</h2>
              <RichContent html={terms.data.privacy_policy.body} />
            </section>
          </>
        )}
        <Checkbox
          id={boxId}
          label={t(($) => $.membershipApply.tosAgree)}
          required
          // Nobody agrees to terms they could not read (issue 30 item 15).
          disabled={!terms.isSuccess}
          hint={terms.isSuccess ? undefined : t(($) => $.membershipApply.termsNotLoaded)}
          checked={agreement.agreed && terms.isSuccess}
          onChange={(event) => agreement.toggle(event.target.checked)}
          error={agreement.showError && terms.isSuccess ? t(($) => $.membershipApply.tickRequired) : undefined}
        />
        <StepActions
          onBack={() => void navigate({ to: stepPath.cost_conf, search })}
          onNext={() => {
            if (!terms.isSuccess) return;
            if (agreement.attempt()) void navigate({ to: stepPath.intro, search });
            else document.getElementById(boxId)?.focus();
          }}
        />
      </Stack>
    </DetailState>
  );
}

type Tile = { key: string; src: string; title: string; body: string };

/** Pictures as cards; a card opens its picture full size in an overlay with a close button. */
function ImageTiles({ tiles }: { tiles: readonly Tile[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Tile | null>(null);
  return (
    <>
      <Tiles as="ul" space="md" listStyle="none" margin={0} padding={0}>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Card>
              <button
                type="button"
                className={styles.tileButton}
                onClick={() => setOpen(tile)}
                aria-label={t(($) => $.membershipApply.enlarge, { title: tile.title })}
              >
                <ImageWithFallback
                  src={tile.src}
                  alt=""
                  className={styles.tileImage}
                  fallbackText={t(($) => $.membershipApply.imageFailed)}
                />
              </button>
              <CardTitle level={2}>{tile.title}</CardTitle>
              <p>{tile.body}</p>
            </Card>
          </li>
        ))}
      </Tiles>
      <Dialog
        open={open !== null}
        onOpenChange={(value) => {
          if (!value) setOpen(null);
        }}
        title={open?.title ?? ''}
        closeLabel={t(($) => $.membershipApply.close)}
      >
        {open ? (
          <ImageWithFallback
            src={open.src}
            alt={open.body}
            className={styles.overlayImage}
            fallbackText={t(($) => $.membershipApply.imageFailed)}
          />
        ) : null}
      </Dialog>
    </>
  );
}

/** Spec 2 §2.1 intro: four enlargeable screenshots of the my-page; leads on to the notes. */
export function IntroPage({ search }: { search: StepSearch }) {
  const { t } = useTranslation();
  const stepPath = useStepPaths();
  const navigate = useNavigate();
  const keys = ['schedule', 'attendance', 'chat', 'columns'] as const;
  const tiles = keys.map((key) => ({
    key,
    src: `/membership/intro-${key}.svg`,
    title: t(($) => $.membershipApply.intro[key].title),
    body: t(($) => $.membershipApply.intro[key].body),
  }));
  return (
    <Stack space="md">
      <p>{t(($) => $.membershipApply.introLead)}</p>
      <ImageTiles tiles={tiles} />
      <StepActions
        onBack={() => void navigate({ to: stepPath.tos, search })}
        onNext={() => void navigate({ to: stepPath.notes, search })}
      />
    </Stack>
  );
}

/** Spec 2 §2.1 application notes: image cards, the agreement; Next to input, Back to tos. */
export function NotesPage({ search }: { search: StepSearch }) {
  const { t } = useTranslation();
  const stepPath = useStepPaths();
  const navigate = useNavigate();
  const agreement = useAgreement();
  const boxId = useId();
  const keys = ['tablet', 'absence', 'holidays'] as const;
  const tiles = keys.map((key) => ({
    key,
    src: `/membership/note-${key}.svg`,
    title: t(($) => $.membershipApply.notesTitles[key]),
    body: t(($) => $.membershipApply.notes[key]),
  }));
  return (
    <Stack space="md">
      <p>{t(($) => $.membershipApply.notesLead)}</p>
      <ImageTiles tiles={tiles} />
      <Checkbox
        id={boxId}
        label={t(($) => $.membershipApply.notesAgree)}
        required
        checked={agreement.agreed}
        onChange={(event) => agreement.toggle(event.target.checked)}
        error={agreement.showError ? t(($) => $.membershipApply.tickRequired) : undefined}
      />
      <StepActions
        onBack={() => void navigate({ to: stepPath.tos, search })}
        onNext={() => {
          if (agreement.attempt()) void navigate({ to: stepPath.input, search });
          else document.getElementById(boxId)?.focus();
        }}
      />
    </Stack>
  );
}

/** Spec 2 §2.1 input_complete: the input is received; back to top (signed in). */
export function InputCompletePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const kind = useApplicantKind();
  return (
    <Stack space="md">
      <Alert tone="positive">{t(($) => $.membershipApply.inputCompleteLead)}</Alert>
      {/* Spec 2 §2.1: back to top only when signed in; otherwise the text says to close the tab. */}
      {kind === 'noAccount' ? (
        <p>{t(($) => $.membershipGuest.closeTab)}</p>
      ) : (
        <StepActions onNext={() => void navigate({ to: '/' })} nextLabel={t(($) => $.membershipApply.toTop)} />
      )}
    </Stack>
  );
}

/** Spec 2 §2.1 complete: the application is complete; on to complete_registration. */
export function CompletePage({ search }: { search: StepSearch }) {
  const { t } = useTranslation();
  const stepPath = useStepPaths();
  const navigate = useNavigate();
  return (
    <Stack space="md">
      <Alert tone="positive">{t(($) => $.membershipApply.completeLead)}</Alert>
      <StepActions
        onNext={() => void navigate({ to: stepPath.complete_registration, search })}
        nextLabel={t(($) => $.membershipApply.toRegistration)}
      />
    </Stack>
  );
}

/** Spec 2 §2.1 complete_registration: the application, the signature record, the printable form. */
export function CompleteRegistrationPage({ search }: { search?: StepSearch }) {
  const { t } = useTranslation();
  const stepPath = useStepPaths();
  const backToList = useBackToListLabel();
  const toList = useToList();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const detail = useDetail('complete');
  const record = useQuery(queries.getMembershipRecord());
  const kind = useApplicantKind();
  return (
    <DetailState query={detail}>
      {detail.data ? (
        <Stack space="md">
          <CourseTable detail={detail.data} />
          <CostTable detail={detail.data} />
          {record.data ? (
            <Stack as="section" space="md" aria-labelledby="membership-record">
              <h2 id="membership-record" className={styles.sectionHeading}>
                {t(($) => $.membershipApply.recordHeading)}
              </h2>
              {/* The IP address, browser and content digest are the classroom's audit record (its staff list);
                  the guardian gets the number to quote when calling (issue 31 item 4). */}
              <FactsTable
                facts={[
                  [t(($) => $.membershipApply.receiptNumber), record.data.subscriptionCode],
                  [t(($) => $.membershipApply.signedAt), formatDate(record.data.signedAt, { time: true })],
                ]}
              />
              {kind === 'noAccount' ? <p>{t(($) => $.membershipApply.completeMailed)}</p> : null}
            </Stack>
          ) : null}
          <StepActions
            onBack={() => toList(search)}
            backLabel={backToList}
            onNext={() => void navigate({ to: stepPath.print })}
            nextLabel={t(($) => $.membershipApply.openPrint)}
          />
        </Stack>
      ) : null}
    </DetailState>
  );
}
