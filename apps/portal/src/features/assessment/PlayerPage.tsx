import type { Schemas } from '@portal/api-client';
import { ApiError } from '@portal/api-client';
import {
  type AnswerEntry,
  emptyAnswerSet,
  type FlowEffect,
  isSurvey,
  learningLogPayload,
  OverviewType,
  primaryButtonLabel,
  ScreenMode,
  stepFlow,
  unansweredDialog,
  unansweredQuestions,
} from '@portal/domain';
import { Alert, Button, Card, ErrorDialog, Inline, Link, Loader, QuizChoiceGrid, QuizPager } from '@portal/ui';
import { sprinkles, timings } from '@portal/ui/styles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './Assessment.css';
import {
  canGoBack,
  clearProgress,
  freshProgress,
  hasStarted,
  loadProgress,
  logRefusal,
  type PlayerProgress,
  progressKey,
  saveProgress,
} from './playerState';
import { reportInfoOf, storeReportInfo } from './reportSession';

// The overview's buttons and links keep their own width in the card.
const overviewAlign = sprinkles({ alignItems: 'flex-start' });

type Params = { lmsCode: string; mkSeitoNo: string; assessmentTestCode: string };

/**
 * Spec 1 §2 / §4 the assessment player: checks the child (humanId, canTake), reads the course from the
 * player host, and runs the flow of packages/domain (StartQuiz → quiz pages → EndQuiz → survey pages →
 * EndEnq). Every chosen answer is stored at once in local storage, so a reload resumes at the same page.
 * A test that was saved (taken) says so with its report, even after a reload or a walk back in the history;
 * a course that cannot be read says so with a retry and a way back (issue 30 items 11, 12).
 */
export function PlayerPage({ lmsCode, mkSeitoNo, assessmentTestCode }: Params) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const key = progressKey(lmsCode, mkSeitoNo, assessmentTestCode);
  const [saved] = useState(() => loadProgress(key));
  const [retried, setRetried] = useState(false);
  const check = useMutation(mutations.checkAssessmentStudent());
  const { mutate: runCheck } = check;
  useEffect(() => runCheck({ mkSeitoNo, assessmentTestCode }), [runCheck, mkSeitoNo, assessmentTestCode]);

  const humanId = check.data?.humanId ?? null;
  const refusal = check.isError || (check.isSuccess && !humanId) ? 'childLoadFailed' : null;
  // Not takeable: taken already or on leave. A child who took it on this device (a reload after the end, Back from
  // the report) is told it was saved, with its report; anyone else goes back to the take list (spec 1 §8).
  const closed = Boolean(check.isSuccess && humanId && !check.data.canTake);
  const takeList = useQuery({ ...queries.getAssessmentTakeList(), enabled: closed && saved !== null });
  const item = takeList.data?.find(
    (i) => i.lmsCode === lmsCode && i.mkSeitoNo === mkSeitoNo && i.assessmentTestCode === assessmentTestCode,
  );
  const taken = closed && item?.isTake === 1 ? item : null;
  const cannotTake = closed && (saved === null || takeList.isError || (takeList.isSuccess && !taken));
  const course = useQuery({ ...queries.getPlayerProgress({ lmsCode }), enabled: Boolean(humanId) && !closed });
  const startupFailed = refusal ?? (cannotTake ? 'cannotTake' : null);

  useEffect(() => {
    // Spec 1 §8: a child who cannot be checked or may not take the test goes back to the take list, which says why.
    if (startupFailed) void navigate({ to: '/assessment/take', search: { notice: startupFailed }, replace: true });
  }, [startupFailed, navigate]);

  if (taken) return <SavedScreen item={taken} />;
  if (course.isError) {
    return (
      <PlayerFrame title={t(($) => $.assessment.playerTitle)}>
        <LoadFailure
          message={t(($) => $.assessment.player.courseLoadFailed)}
          onRetry={() => {
            setRetried(true);
            void course.refetch();
          }}
        />
      </PlayerFrame>
    );
  }
  if (startupFailed || !humanId || !course.data) {
    return (
      <main className={styles.player}>
        <Loader label={t(($) => $.assessment.player.loading)} />
      </main>
    );
  }
  return (
    <Player
      storageKey={key}
      initial={saved ?? freshProgress()}
      resumed={saved !== null && hasStarted(saved)}
      humanId={humanId}
      course={course.data}
      params={{ lmsCode, mkSeitoNo, assessmentTestCode }}
      focusOnReady={retried}
    />
  );
}

/** The player's page: its header (the test's name, and the back arrow where there is one) and its main part. */
function PlayerFrame({ title, start, children }: { title: string; start?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.player}>
      <header className={styles.playerHeader}>
        {start}
        <h1 className={styles.playerTitle}>{title}</h1>
      </header>
      <main className={styles.playerMain}>{children}</main>
    </div>
  );
}

/** What could not be loaded, a retry, and the way back to the take list. */
function LoadFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
  const href = useHref();
  return (
    <Card as="section" padding="lg" space="md" className={overviewAlign}>
      <Alert tone="critical">{message}</Alert>
      <Inline space="sm">
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t(($) => $.common.retry)}
          </Button>
        ) : null}
        <Link href={href(linkOptions({ to: '/assessment/take' }))} variant="standalone">
          {t(($) => $.assessment.player.backToList)}
        </Link>
      </Inline>
    </Card>
  );
}

/**
 * The report of a saved test, opened in this tab: its facts go to the tab's session storage first, as the take
 * list's button does before it opens the report's tab.
 */
function ReportLink({ item }: { item: Schemas['AssessmentItem'] }) {
  const { t } = useTranslation();
  const href = useHref();
  return (
    <Link
      href={href(linkOptions({ to: '/assessment/report' }))}
      variant="standalone"
      onClick={() => storeReportInfo(reportInfoOf(item))}
    >
      {t(($) => $.assessment.player.viewReport)}
    </Link>
  );
}

/**
 * A test taken on this device (a reload after the end, or Back from the report): saved, with its report. Its local
 * progress stays until 終了する, so that Back from the report finds this screen again.
 */
function SavedScreen({ item }: { item: Schemas['AssessmentItem'] }) {
  const { t } = useTranslation();
  const href = useHref();
  const titleId = useId();
  return (
    <PlayerFrame title={item.testName ?? t(($) => $.assessment.playerTitle)}>
      <Card as="section" padding="lg" space="md" className={overviewAlign} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.overviewTitle}>
          {t(($) => $.assessment.player.savedTitle)}
        </h2>
        <p>{t(($) => $.assessment.player.savedBody)}</p>
        <Inline space="sm">
          <ReportLink item={item} />
          <Link href={href(linkOptions({ to: '/assessment/take' }))} variant="standalone">
            {t(($) => $.assessment.player.backToList)}
          </Link>
        </Inline>
      </Card>
    </PlayerFrame>
  );
}

type Course = { name: string; lessons: { id: number; name: string }[] };

function Player({
  storageKey,
  initial,
  resumed,
  humanId,
  course,
  params,
  focusOnReady,
}: {
  storageKey: string;
  initial: PlayerProgress;
  resumed: boolean;
  humanId: string;
  course: Course;
  params: Params;
  /** The course was loaded by a retry: the retry button is gone, and focus goes to the page's heading. */
  focusOnReady: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useHref();
  const [progress, setProgress] = useState(initial);
  const [unanswered, setUnanswered] = useState<number[] | null>(null);
  const [sendFailed, setSendFailed] = useState(false);
  // A log the server already had (409), or a test no longer open (404): the answers on screen were not saved.
  const [conflict, setConflict] = useState<'quiz' | 'survey' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusPending = useRef(focusOnReady);
  const { flow } = progress;
  const survey = isSurvey(flow);
  const lessonId = course.lessons[survey ? 1 : 0]?.id;
  const items = useQuery({ ...queries.getPlayerQuiz({ lessonId: lessonId ?? 0 }), enabled: lessonId !== undefined });
  const questions = items.data ?? [];
  const answers = survey ? progress.survey : progress.quiz;
  const log = useMutation(mutations.postPlayerLearningLog());
  const markTaken = useMutation(mutations.markAssessmentTaken());
  const { mutate: mark } = markTaken;
  // After a refused survey log the test is closed (mark taken, harmless when it is already): then its report opens.
  const takeList = useQuery({
    ...queries.getAssessmentTakeList(),
    enabled: conflict === 'quiz' || (conflict === 'survey' && !markTaken.isIdle && !markTaken.isPending),
  });
  const takenItem = takeList.data?.find(
    (i) =>
      i.lmsCode === params.lmsCode &&
      i.mkSeitoNo === params.mkSeitoNo &&
      i.assessmentTestCode === params.assessmentTestCode &&
      i.isTake === 1,
  );

  useEffect(() => saveProgress(storageKey, progress), [storageKey, progress]);
  // Back on the finish screen after a reload: the mark as taken may not have reached the server (harmless twice).
  const closeOnResume = useRef(initial.flow.overview === OverviewType.EndEnq);
  useEffect(() => {
    if (!closeOnResume.current) return;
    closeOnResume.current = false;
    mark({ ...params, kidHumanId: humanId });
  }, [mark, params, humanId]);

  // The page count follows the loaded questions (spec 1 §4: page index starts at 1).
  const count = questions.length;
  useEffect(() => {
    if (count > 0 && flow.pageCount !== count) {
      setProgress((p) => ({ ...p, flow: { ...p.flow, pageCount: count, page: Math.min(p.flow.page, count) } }));
    }
  }, [count, flow.pageCount]);

  // Spec 1 §9: the picture's scroll is reset 50 ms after a page change; focus moves to the new page's heading.
  const pageId = `${flow.overview}-${flow.mode}-${flow.page}-${conflict ?? ''}`;
  const shownPage = useRef(pageId);
  // The survey's questions load after the page changes: focus waits until the new page is on screen.
  const ready = items.data !== undefined;
  useEffect(() => {
    if (!ready) return;
    if (focusPending.current) {
      // A retry's button gave way to the page: focus must not fall to the document.
      focusPending.current = false;
      shownPage.current = pageId;
      headingRef.current?.focus();
      return;
    }
    if (shownPage.current === pageId) return;
    shownPage.current = pageId;
    const timer = window.setTimeout(() => {
      window.scrollTo({ top: 0 });
      headingRef.current?.focus();
    }, timings.imageScrollResetMs);
    return () => window.clearTimeout(timer);
  }, [pageId, ready]);

  const answerSet = (): AnswerEntry[] => {
    const set = emptyAnswerSet(questions.map((q) => q.contentId));
    return set.map((entry) => {
      const chosen = answers[entry.contentId];
      return chosen === undefined ? entry : { ...entry, answers: String(chosen) };
    });
  };

  const closeTake = () =>
    // Spec 1 §7: errors of the mark as taken are ignored.
    mark({ ...params, kidHumanId: humanId });

  const effect = (next: FlowEffect | undefined) => {
    switch (next) {
      case 'submitQuizLog':
      case 'submitSurveyLog':
        return submit();
      case 'markTaken':
        return closeTake();
      case 'closeAndOpenTakeAssessment':
        return finish();
      case 'goHome':
        return void navigate({ to: '/' });
      default:
        return undefined;
    }
  };

  const step = (event: Parameters<typeof stepFlow>[1]) => {
    const result = stepFlow(flow, event);
    setProgress((p) => ({ ...p, flow: result.state }));
    effect(result.effect);
  };

  const submit = () => {
    const set = answerSet();
    const missing = unansweredQuestions(set);
    if (missing.length > 0) {
      setUnanswered(missing);
      return;
    }
    if (lessonId === undefined) return;
    setSendFailed(false);
    const payload = learningLogPayload(set, humanId, new Date());
    log.mutate(
      {
        lessonId,
        ...payload,
        // The contract sends the chosen choice ids; whether they are right is decided by the server.
        answers: payload.answers.map((a) => ({
          contentId: a.contentId,
          answers: a.answers === null ? null : [Number(a.answers)],
          correct: a.correct,
        })),
      },
      {
        onSuccess: () => step({ type: 'submitted', pageCount: count }),
        onError: (error) => {
          if (logRefusal(error instanceof ApiError ? error.status : undefined) === 'failed') {
            setSendFailed(true);
            return;
          }
          // Never shown as saved: the server keeps the answers sent first (issue 30 item 11).
          setConflict(survey ? 'survey' : 'quiz');
          if (survey) closeTake();
        },
      },
    );
  };

  // The quiz was sent before: the child goes on to the survey, as after a quiz sent now.
  const toSurvey = () => {
    setConflict(null);
    setProgress((p) => {
      const sent = stepFlow(p.flow, { type: 'submitted', pageCount: count }).state;
      return { ...p, flow: stepFlow(sent, { type: 'primary' }).state };
    });
  };

  const finish = () => {
    clearProgress(storageKey);
    const takeListHref = href(linkOptions({ to: '/assessment/take' }));
    // A tab the take list opened closes; opened some other way (a bookmark), it goes to the take list, in place of
    // the player so that Back does not walk into the finished test.
    window.close();
    window.setTimeout(() => window.location.replace(takeListHref), 300);
  };

  const choose = (contentId: number, choiceId: number) =>
    setProgress((p) =>
      survey
        ? { ...p, survey: { ...p.survey, [contentId]: choiceId } }
        : { ...p, quiz: { ...p.quiz, [contentId]: choiceId } },
    );

  const retry = () => {
    focusPending.current = true;
    void items.refetch();
  };

  const dialog = unanswered ? unansweredDialog(unanswered) : null;
  const question = questions[flow.page - 1];
  const number = flow.page;
  // No lesson, or a lesson without questions: nothing to start (issue 30 item 12).
  const empty = lessonId === undefined || (items.isSuccess && count === 0);
  const loadFailure = items.isError ? (
    <LoadFailure
      message={survey ? t(($) => $.assessment.player.surveyLoadFailed) : t(($) => $.assessment.player.quizLoadFailed)}
      onRetry={retry}
    />
  ) : empty ? (
    <LoadFailure message={t(($) => $.assessment.player.noQuestions)} />
  ) : null;
  const loading = !loadFailure && items.isPending;

  return (
    <PlayerFrame
      title={course.name}
      start={
        loading ? (
          <Loader label={t(($) => $.assessment.player.loading)} />
        ) : flow.mode === ScreenMode.Overview && canGoBack(flow) && !conflict ? (
          <button
            type="button"
            className={styles.backArrow}
            onClick={() => step({ type: 'back' })}
            aria-label={t(($) => $.assessment.player.back)}
          >
            <span aria-hidden="true">←</span>
          </button>
        ) : null
      }
    >
      {resumed ? <Alert tone="info">{t(($) => $.assessment.player.resumed)}</Alert> : null}
      {conflict ? (
        <Card
          as="section"
          padding="lg"
          space="md"
          className={overviewAlign}
          aria-labelledby="assessment-conflict-title"
        >
          <h2 id="assessment-conflict-title" className={styles.overviewTitle} ref={headingRef} tabIndex={-1}>
            {t(($) => $.assessment.player.alreadySent)}
          </h2>
          {/* What became of the send, and where to go on (the fault matrix's 409). */}
          <p role="status">
            {conflict === 'quiz'
              ? t(($) => $.assessment.player.alreadySentQuiz)
              : t(($) => $.assessment.player.alreadySentSurvey)}
          </p>
          <Inline space="sm">
            {conflict === 'quiz' && !takenItem ? (
              <Button onClick={toSurvey}>{t(($) => $.assessment.player.toSurvey)}</Button>
            ) : null}
            {takenItem ? <ReportLink item={takenItem} /> : null}
            <Link href={href(linkOptions({ to: '/assessment/take' }))} variant="standalone">
              {t(($) => $.assessment.player.backToList)}
            </Link>
          </Inline>
        </Card>
      ) : flow.mode === ScreenMode.Overview ? (
        <Card
          as="section"
          padding="lg"
          space="md"
          className={overviewAlign}
          aria-labelledby="assessment-overview-title"
        >
          <h2 id="assessment-overview-title" className={styles.overviewTitle} ref={headingRef} tabIndex={-1}>
            {overviewTitle(flow.overview, t)}
          </h2>
          {flow.overview === OverviewType.StartQuiz && (loading || loadFailure) ? (
            // The start waits for the questions: it never says 0 questions or starts into an error.
            (loadFailure ?? <Loader label={t(($) => $.assessment.player.loading)} />)
          ) : (
            <>
              <p>{overviewBody(flow.overview, t, count)}</p>
              <Button onClick={() => step({ type: 'primary' })}>{wordCode(primaryButtonLabel(flow), t)}</Button>
            </>
          )}
        </Card>
      ) : loadFailure ? (
        loadFailure
      ) : !question ? (
        <Loader label={t(($) => $.assessment.player.loading)} />
      ) : (
        <>
          <h2 className={styles.position} ref={headingRef} tabIndex={-1}>
            {t(($) => $.assessment.player.position, { count, page: number })}
          </h2>
          <QuizChoiceGrid
            key={question.contentId}
            questionLabel={
              survey
                ? t(($) => $.assessment.player.surveyLabel, { number })
                : t(($) => $.assessment.player.questionLabel, { number })
            }
            question={question.question}
            {...(question.imagePath
              ? { imageSrc: question.imagePath, imageAlt: t(($) => $.assessment.player.imageAlt, { number }) }
              : {})}
            choices={question.choices.map((c) => ({ value: String(c.id), label: c.label }))}
            {...(answers[question.contentId] !== undefined ? { value: String(answers[question.contentId]) } : {})}
            onValueChange={(value) => choose(question.contentId, Number(value))}
          />
          {sendFailed ? <Alert tone="critical">{t(($) => $.assessment.player.sendFailed)}</Alert> : null}
          <QuizPager
            page={flow.page}
            pageCount={count}
            onBack={() => step({ type: 'back' })}
            onNext={() => step({ type: 'primary' })}
            onSubmit={() => step({ type: 'primary' })}
            submitting={log.isPending}
            nextLabel={wordCode(primaryButtonLabel({ ...flow, page: 1, pageCount: 2 }), t)}
            submitLabel={wordCode(primaryButtonLabel({ ...flow, page: count, pageCount: count }), t)}
          />
        </>
      )}
      {dialog ? (
        <ErrorDialog
          open
          onOpenChange={(open) => (open ? undefined : setUnanswered(null))}
          title={wordCode(dialog.title, t)}
          message={`${wordCode(dialog.lead, t)}　${dialog.questions.map((q) => wordCode(q, t)).join(t(($) => $.assessment.player.unansweredJoin))}`}
          closeLabel={wordCode(dialog.close, t)}
        />
      ) : null}
    </PlayerFrame>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function overviewTitle(overview: number, t: T) {
  switch (overview) {
    case OverviewType.StartQuiz:
      return t(($) => $.assessment.player.startQuizTitle);
    case OverviewType.EndQuiz:
      return t(($) => $.assessment.player.endQuizTitle);
    case OverviewType.StartEnq:
      return t(($) => $.assessment.player.startEnqTitle);
    default:
      return t(($) => $.assessment.player.endEnqTitle);
  }
}

function overviewBody(overview: number, t: T, count: number) {
  switch (overview) {
    case OverviewType.StartQuiz:
      return t(($) => $.assessment.player.startQuizBody, { count });
    case OverviewType.EndQuiz:
      return t(($) => $.assessment.player.endQuizBody);
    case OverviewType.StartEnq:
      return t(($) => $.assessment.player.startEnqBody);
    default:
      return t(($) => $.assessment.player.endEnqBody);
  }
}
