import { formatDate } from '@portal/domain';
import { Loader } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { queries } from '../../app/api';
import { externalLinks } from '../../app/links';
import { useDateLocale } from '../../i18n/dates';
import { BookingFlow, type BookingFlowProps } from './BookingFlow';
import type { BookingStep } from './bookingSteps';
import { consultQuery, questionnaireQuery, trialQuery } from './queries';

const leaveFor = (url: string) => window.location.replace(url);

/**
 * Spec 2 §8: an event or classroom not found sends the visitor to the classroom search site, once: a second
 * `replace` (the page re-rendering while it leaves) would abort the first navigation.
 */
export function useClassroomSearchRedirect(failed: boolean, go: (url: string) => void = leaveFor) {
  const left = useRef(false);
  useEffect(() => {
    if (!failed || left.current) return;
    left.current = true;
    go(externalLinks.classroomSearch);
  }, [failed, go]);
}

function Redirecting() {
  const { t } = useTranslation();
  return <Loader label={t(($) => $.booking.redirecting)} />;
}

/**
 * While a booking page loads its event or classroom: a spinner with its words, seen on the open pages' background
 * (issue 31 item 11: the skeleton lines the other pages wait with matched it, so the page looked empty).
 */
export function BookingPending() {
  const { t } = useTranslation();
  return <Loader label={t(($) => $.booking.loading)} showLabel />;
}

export type TrialSearch = { store_id?: string; lesson_id?: string; code?: string; step?: BookingStep };

/** Each step its own history entry (ADR 043): the address's `step`, pushed, or replaced where Back must skip it. */
function useStepNavigation(): BookingFlowProps['onStep'] {
  const navigate = useNavigate();
  return useCallback(
    (step, options) =>
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, step }),
        replace: options?.replace,
        resetScroll: false,
      }),
    [navigate],
  );
}

/** Spec 2 §2.3: /trial, bound to one trial event by store_id, lesson_id and code. */
export function TrialPage({ search }: { search: TrialSearch }) {
  const { t } = useTranslation();
  const onStep = useStepNavigation();
  const locale = useDateLocale();
  const complete = Boolean(search.store_id && search.lesson_id);
  const find = useQuery({ ...trialQuery(search), enabled: complete });
  const options = useQuery(questionnaireQuery());
  const failed = !complete || find.isError;
  useClassroomSearchRedirect(failed);
  if (failed) return <Redirecting />;
  if (find.isPending || options.isPending) return <BookingPending />;
  if (options.isError) return <Redirecting />;
  const { taikenkai } = find.data;
  return (
    <BookingFlow
      kind="trial"
      step={search.step}
      onStep={onStep}
      storageKey={`booking.trial.${search.store_id}.${search.lesson_id}`}
      trial={{ ...taikenkai, mkStoreId: find.data.storeId, mkBaitaiCd: search.code ?? null }}
      header={[
        { label: t(($) => $.booking.event.classroom), value: taikenkai.classroom.classroomName },
        {
          label: t(($) => $.booking.event.when),
          value: `${formatDate(taikenkai.kaisaiYmd, { style: 'long', locale })} ${taikenkai.kaisaiTime}`,
        },
        { label: t(($) => $.booking.event.subject), value: taikenkai.koza.kozaName },
      ]}
      options={options.data}
    />
  );
}

export type ConsultSearch = { store_id?: string; code?: string; lesson_id?: string; step?: BookingStep };

/** Spec 2 §2.4: /consult for one classroom (store_id, code); a signed-in guardian books with their login email. */
export function ConsultPage({ search, signedIn }: { search: ConsultSearch; signedIn: boolean }) {
  const { t } = useTranslation();
  const onStep = useStepNavigation();
  const find = useQuery({ ...consultQuery(search), enabled: Boolean(search.store_id) });
  const options = useQuery(questionnaireQuery());
  const user = useQuery({ ...queries.getUser(), enabled: signedIn });
  const failed =
    !search.store_id ||
    find.isError ||
    (find.isSuccess && (!find.data.classroom?.class || find.data.kozaList.length === 0));
  useClassroomSearchRedirect(failed);
  if (failed) return <Redirecting />;
  // The parent page shows a loader until the data arrive (spec 2 §2.4).
  if (find.isPending || options.isPending || (signedIn && user.isPending)) {
    return <BookingPending />;
  }
  if (options.isError) return <Redirecting />;
  const classroom = find.data.classroom.class;
  return (
    <BookingFlow
      kind="consult"
      step={search.step}
      onStep={onStep}
      storageKey={`booking.consult.${search.store_id}`}
      consult={{ ...classroom, mkStoreId: find.data.taikenIf.storeId, mkBaitaiCd: search.code ?? null }}
      kozaList={find.data.kozaList}
      header={[{ label: t(($) => $.booking.consultClassroom), value: classroom.classroom_name }]}
      options={options.data}
      accountEmail={signedIn ? (user.data?.email ?? null) : null}
    />
  );
}
