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
} from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useNow } from '../../app/clock';
import { wordCode } from '../../i18n/wordCode';
import { useStepPaths } from './applicant';
import * as styles from './Membership.css';
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
  const [modal, setModal] = useState<FinalConfirmationError | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const sign = useMutation(mutations.postMembershipSign());

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
      await navigate({ to: stepPath.complete, search });
    } catch (error) {
      // Spec 2 §8: HTTP 400 on the certification is the invalid-code modal too.
      if (isApiError(error) && error.status === 400) setModal('code');
      else if (isApiError(error) && error.status === 422)
        setFailure((error.body as { message?: string }).message ?? t(($) => $.membershipApply.signFailed));
      else setFailure(t(($) => $.membershipApply.signFailed));
    } finally {
      setChecking(false);
    }
  };

  const shown = modal ? FINAL_CONFIRMATION_ERRORS[modal] : null;
  return (
    <DetailState query={detail}>
      {detail.data ? (
        <div className={styles.page}>
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
            clearLabel={t(($) => $.membershipApply.clearSignature)}
          />
          {failure ? <Alert tone="critical">{failure}</Alert> : null}
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
            title={shown ? wordCode(shown.title, t) : ''}
            message={shown ? wordCode(shown.message, t) : ''}
            closeLabel={t(($) => $.membershipApply.modalOk)}
          />
        </div>
      ) : null}
    </DetailState>
  );
}
