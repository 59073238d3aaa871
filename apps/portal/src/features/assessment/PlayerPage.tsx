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
import { Alert, Button, ErrorDialog, Loader, QuizChoiceGrid, QuizPager } from '@portal/ui';
import { timings } from '@portal/ui/styles';
import { useMutation, useQuery } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useHref } from '../../app/useHref';
import { wordCode } from '../../i18n/wordCode';
import * as styles from './Assessment.css';
import {
  clearProgress,
  freshProgress,
  hasStarted,
  loadProgress,
  type PlayerProgress,
  progressKey,
  saveProgress,
} from './playerState';

type Params = { lmsCode: string; mkSeitoNo: string; assessmentTestCode: string };

/**
 * Spec 1 §2 / §4 the assessment player: checks the child (humanId, canTake), reads the course from the
 * player host, and runs the flow of packages/domain (StartQuiz → quiz pages → EndQuiz → survey pages →
 * EndEnq). Every chosen answer is stored at once in local storage, so a reload resumes at the same page.
 */
export function PlayerPage({ lmsCode, mkSeitoNo, assessmentTestCode }: Params) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const key = progressKey(lmsCode, mkSeitoNo, assessmentTestCode);
  const [saved] = useState(() => loadProgress(key));
  const check = useMutation(mutations.checkAssessmentStudent());
  const { mutate: runCheck } = check;
  useEffect(() => runCheck({ mkSeitoNo, assessmentTestCode }), [runCheck, mkSeitoNo, assessmentTestCode]);

  // A child who already finished (the tab reloaded on the last screen) still sees the EndEnq screen.
  const finished = saved?.flow.overview === OverviewType.EndEnq;
  const humanId = check.data?.humanId ?? null;
  const refusal = check.isError || (check.isSuccess && !humanId) ? 'childLoadFailed' : null;
  const cannotTake = check.isSuccess && humanId && !check.data.canTake && !finished;
  const course = useQuery({ ...queries.getPlayerProgress({ lmsCode }), enabled: Boolean(humanId) });
  const startupFailed = refusal ?? (cannotTake ? 'cannotTake' : course.isError ? 'childLoadFailed' : null);

  useEffect(() => {
    // Spec 1 §8: any startup failure goes back to the take list, which says why.
    if (startupFailed) void navigate({ to: '/assessment/take', search: { notice: startupFailed }, replace: true });
  }, [startupFailed, navigate]);

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
    />
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
}: {
  storageKey: string;
  initial: PlayerProgress;
  resumed: boolean;
  humanId: string;
  course: Course;
  params: Params;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useHref();
  const [progress, setProgress] = useState(initial);
  const [unanswered, setUnanswered] = useState<number[] | null>(null);
  const [sendFailed, setSendFailed] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { flow } = progress;
  const survey = isSurvey(flow);
  const lessonId = course.lessons[survey ? 1 : 0]?.id;
  const items = useQuery({ ...queries.getPlayerQuiz({ lessonId: lessonId ?? 0 }), enabled: lessonId !== undefined });
  const questions = items.data ?? [];
  const answers = survey ? progress.survey : progress.quiz;
  const log = useMutation(mutations.postPlayerLearningLog());
  const markTaken = useMutation(mutations.markAssessmentTaken());

  useEffect(() => saveProgress(storageKey, progress), [storageKey, progress]);

  // The page count follows the loaded questions (spec 1 §4: page index starts at 1).
  const count = questions.length;
  useEffect(() => {
    if (count > 0 && flow.pageCount !== count) {
      setProgress((p) => ({ ...p, flow: { ...p.flow, pageCount: count, page: Math.min(p.flow.page, count) } }));
    }
  }, [count, flow.pageCount]);

  // Spec 1 §9: the picture's scroll is reset 50 ms after a page change; focus moves to the new page's heading.
  const pageId = `${flow.overview}-${flow.mode}-${flow.page}`;
  const shownPage = useRef(pageId);
  // The survey's questions load after the page changes: focus waits until the new page is on screen.
  const ready = items.data !== undefined;
  useEffect(() => {
    if (!ready || shownPage.current === pageId) return;
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

  const effect = (next: FlowEffect | undefined) => {
    switch (next) {
      case 'submitQuizLog':
      case 'submitSurveyLog':
        return submit();
      case 'markTaken':
        // Spec 1 §7: errors of the mark as taken are ignored.
        return markTaken.mutate({ ...params, kidHumanId: humanId });
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
          // Sent before the connection dropped: the server has it, so the flow moves on.
          if (error instanceof ApiError && error.status === 409) step({ type: 'submitted', pageCount: count });
          else setSendFailed(true);
        },
      },
    );
  };

  const finish = () => {
    clearProgress(storageKey);
    const takeList = href(linkOptions({ to: '/assessment/take' }));
    // A tab the take list opened closes; opened some other way (a bookmark), it goes to the take list.
    window.close();
    window.setTimeout(() => window.location.assign(takeList), 300);
  };

  const choose = (contentId: number, choiceId: number) =>
    setProgress((p) =>
      survey
        ? { ...p, survey: { ...p.survey, [contentId]: choiceId } }
        : { ...p, quiz: { ...p.quiz, [contentId]: choiceId } },
    );

  const dialog = unanswered ? unansweredDialog(unanswered) : null;
  const question = questions[flow.page - 1];
  const number = flow.page;

  return (
    <div className={styles.player}>
      <header className={styles.playerHeader}>
        {items.isPending ? (
          <Loader label={t(($) => $.assessment.player.loading)} />
        ) : flow.mode === ScreenMode.Overview ? (
          <button
            type="button"
            className={styles.backArrow}
            onClick={() => step({ type: 'back' })}
            aria-label={t(($) => $.assessment.player.back)}
          >
            <span aria-hidden="true">←</span>
          </button>
        ) : null}
        <h1 className={styles.playerTitle}>{course.name}</h1>
      </header>
      <main className={styles.playerMain}>
        {resumed ? <Alert tone="info">{t(($) => $.assessment.player.resumed)}</Alert> : null}
        {flow.mode === ScreenMode.Overview ? (
          <section className={styles.overview} aria-labelledby="assessment-overview-title">
            <h2 id="assessment-overview-title" className={styles.overviewTitle} ref={headingRef} tabIndex={-1}>
              {overviewTitle(flow.overview, t)}
            </h2>
            <p>{overviewBody(flow.overview, t, count)}</p>
            <Button onClick={() => step({ type: 'primary' })}>{wordCode(primaryButtonLabel(flow), t)}</Button>
          </section>
        ) : items.isError ? (
          <Alert tone="critical">{t(($) => $.assessment.player.questionLoadFailed)}</Alert>
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
      </main>
      {dialog ? (
        <ErrorDialog
          open
          onOpenChange={(open) => (open ? undefined : setUnanswered(null))}
          title={wordCode(dialog.title, t)}
          message={`${wordCode(dialog.lead, t)}　${dialog.questions.map((q) => wordCode(q, t)).join(t(($) => $.assessment.player.unansweredJoin))}`}
          closeLabel={wordCode(dialog.close, t)}
        />
      ) : null}
    </div>
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
