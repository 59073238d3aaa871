import { isApiError } from '@portal/api-client';
import {
  FINAL_CHECKLIST,
  FINAL_CONFIRMATION_ERRORS,
  type FinalConfirmationError,
  finalConfirmationError,
  jstIsoDate,
} from '@portal/domain';
import {
  Alert,
  CertificationCodeInput,
  Checklist,
  type ChecklistValue,
  ErrorDialog,
  SignaturePad,
  type SignaturePadHandle,
  Stack,
} from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { formDrafts } from '../../forms/drafts';
import { wordCode } from '../../i18n/wordCode';
import { useStepPaths } from './applicant';
import { keptCode } from './keptCode';
import { LinkEndedNotice, type LinkEndReason, linkEndReason } from './linkEnded';
import {
  CostTable,
  CourseTable,
  DetailState,
  StepActions,
  useBackToListLabel,
  useDetail,
  useToList,
} from './MembershipPages';
import type { StepSearch } from './membershipValues';

/** What the final check keeps over a reload (issue 30): the answers and the signature as drawn. */
type FinalDraft = { checklist: ChecklistValue; signature: string | null };
const EMPTY_FINAL: FinalDraft = { checklist: {}, signature: null };

/** Spec 2 §9.1: item 7 (「入会について、ご不明な点はありますか」), the one item answered いいえ. */
const QUESTIONS_ITEM = FINAL_CHECKLIST.find((item) => item.expected === 'no')?.id ?? 7;

/**
 * Spec 2 §2.1 / §5.5 final_conf: the six checklist items, the 4-digit certification code and the
 * signature. The checks run in the spec's order, each failure in its own modal; the code is then
 * checked by the server and the signature sent.
 */
export function FinalConfPage({ search }: { search: StepSearch }) {
  const { t } = useTranslation();
  const stepPath = useStepPaths();
  const backToList = useBackToListLabel();
  const toList = useToList();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const now = useNow();
  const detail = useDetail('verify');
  const [checklist, setChecklist] = useState<ChecklistValue>({});
  const [code, setCode] = useState<string[]>(['', '', '', '']);
  const pad = useRef<SignaturePadHandle>(null);
  const [modal, setModal] = useState<FinalConfirmationError | 'locked' | null>(null);
  const [linkEnded, setLinkEnded] = useState<LinkEndReason | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const sign = useMutation(mutations.postMembershipSign());
  const [signature, setSignature] = useState<string | null>(null);
  const draftKey = `finalConf.${search.kidId}.${search.subscriptionCode}`;
  // The draft as read after the first paint (the server draws the page without it); undefined until then.
  const kept = useRef<FinalDraft | null | undefined>(undefined);
  useEffect(() => {
    const draft = formDrafts.load<FinalDraft>(draftKey)?.values ?? null;
    kept.current = draft;
    if (!draft) return;
    setChecklist(draft.checklist ?? {});
    // The certification code is not in the draft (a secret): keptCode holds it, under the code it was typed for.
    setSignature(draft.signature ?? null);
  }, [draftKey]);
  // The code typed before a reload, once the page knows which code is live: one typed for an older issue is dropped.
  const issuedAt = detail.data?.certificationIssuedAt;
  const codeRead = useRef(false);
  useEffect(() => {
    if (issuedAt === undefined || codeRead.current) return;
    codeRead.current = true;
    const digits = keptCode.load(search.kidId, search.subscriptionCode, issuedAt);
    if (digits) setCode(digits);
  }, [issuedAt, search.kidId, search.subscriptionCode]);
  useEffect(() => {
    if (!codeRead.current) return;
    keptCode.save(search.kidId, search.subscriptionCode, issuedAt, code);
  }, [code, issuedAt, search.kidId, search.subscriptionCode]);
  // The kept signature is drawn once the pad is on the page.
  const padShown = detail.data !== undefined;
  useEffect(() => {
    const drawn = kept.current?.signature;
    if (!padShown || !drawn || !pad.current || !kept.current) return;
    kept.current = { ...kept.current, signature: null };
    void pad.current.fromDataURL(drawn);
  }, [padShown]);
  useEffect(() => {
    if (kept.current === undefined) return;
    const empty = Object.keys(checklist).length === 0 && !signature;
    if (empty) formDrafts.clear(draftKey);
    else formDrafts.save<FinalDraft>(draftKey, { values: { checklist, signature }, base: EMPTY_FINAL });
  }, [draftKey, checklist, signature]);

  const items = FINAL_CHECKLIST.map((item) => ({ id: String(item.id), label: wordCode(item.labelCode, t) }));

  const submit = async () => {
    if (checking || sign.isPending) return;
    setFailure(null);
    const answers = Object.fromEntries(Object.entries(checklist).map(([id, answer]) => [Number(id), answer ?? null]));
    const error = finalConfirmationError({
      checklist: answers,
      certificationCode: code,
      signed: pad.current ? !pad.current.isBlank() : false,
    });
    if (error) {
      setModal(error);
      return;
    }
    setChecking(true);
    try {
      const answer = await queryClient.fetchQuery({
        ...queries.getMembershipCertification({
          kidId: search.kidId,
          subscriptionCode: search.subscriptionCode,
          certificationCode: code.join(''),
          from: 'conf',
        }),
        // Every press asks the server again: a code is counted per try.
        staleTime: 0,
        gcTime: 0,
      });
      if (!answer.success || answer.membershipId === null) {
        setModal('code');
        return;
      }
      const signData = pad.current?.toDataURL();
      if (!signData) {
        setModal('signature');
        return;
      }
      await sign.mutateAsync({ signData, entryDate: jstIsoDate(now), membershipId: answer.membershipId });
      formDrafts.clear(draftKey);
      keptCode.clear(search.kidId, search.subscriptionCode);
      await navigate({ to: stepPath.complete, search });
    } catch (error) {
      const ended = linkEndReason(error);
      // Spec 2 §8: HTTP 400 on the certification is the invalid-code modal too.
      if (isApiError(error) && error.status === 400) setModal('code');
      // Issue 30 item 18: 5 wrong tries lock the code; the right one no longer helps, a new one from the classroom does.
      else if (isApiError(error) && error.status === 423) setModal('locked');
      else if (ended) setLinkEnded(ended);
      else if (isApiError(error) && error.status === 422)
        setFailure((error.body as { message?: string }).message ?? t(($) => $.membershipApply.signFailed));
      else setFailure(t(($) => $.membershipApply.signFailed));
    } finally {
      setChecking(false);
    }
  };

  const shown =
    modal === 'locked'
      ? { title: t(($) => $.membershipApply.codeLockedTitle), message: t(($) => $.membershipApply.codeLocked) }
      : modal
        ? {
            title: wordCode(FINAL_CONFIRMATION_ERRORS[modal].title, t),
            message:
              wordCode(FINAL_CONFIRMATION_ERRORS[modal].message, t) +
              // 「ご不明な点はありますか」 answered はい: say what to do about it (issue 31 item 11).
              (modal === 'checklist' && checklist[String(QUESTIONS_ITEM)] === 'yes'
                ? t(($) => $.membershipApply.questionsAdvice)
                : ''),
          }
        : null;
  return (
    <DetailState query={detail}>
      {detail.data ? (
        <Stack space="md">
          <p>{t(($) => $.membershipApply.finalLead)}</p>
          <CourseTable detail={detail.data} />
          <CostTable detail={detail.data} />
          <Checklist
            legend={t(($) => $.membershipApply.checklistLegend)}
            required
            items={items}
            value={checklist}
            onValueChange={setChecklist}
            yesLabel={t(($) => $.membershipApply.yes)}
            noLabel={t(($) => $.membershipApply.no)}
          />
          <CertificationCodeInput
            legend={t(($) => $.membershipApply.codeLegend)}
            hint={t(($) => $.membershipApply.codeHint)}
            required
            value={code}
            onValueChange={setCode}
            idPrefix="certification"
          />
          <SignaturePad
            ref={pad}
            label={t(($) => $.membershipApply.signatureLabel)}
            hint={t(($) => $.membershipApply.signatureHint)}
            required
            onChange={setSignature}
            clearLabel={t(($) => $.membershipApply.clearSignature)}
          />
          {failure ? <Alert tone="critical">{failure}</Alert> : null}
          {linkEnded ? <LinkEndedNotice reason={linkEnded} /> : null}
          <StepActions
            onBack={() => toList(search)}
            backLabel={backToList}
            onNext={() => void submit()}
            nextLabel={t(($) => $.membershipApply.confirmAndSign)}
            sending={checking || sign.isPending}
          />
          <ErrorDialog
            open={shown !== null}
            onOpenChange={(open) => {
              if (!open) setModal(null);
            }}
            title={shown?.title ?? ''}
            message={shown?.message ?? ''}
            closeLabel={t(($) => $.membershipApply.modalOk)}
          />
        </Stack>
      ) : null}
    </DetailState>
  );
}
