import type { Schemas } from '@portal/api-client';
import {
  Alert,
  Badge,
  type BadgeProps,
  Button,
  Card,
  ConfirmDialog,
  DetailList,
  DetailRow,
  Inline,
  Loader,
  Stack,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { refusalMessage } from '../../app/serverMessage';
import { useFormatDate } from '../../i18n/dates';
import { StaffInviteForm } from './StaffInviteForm';

type Member = Schemas['StaffMember'];
type Notice = { tone: 'positive' | 'critical'; text: string };

const STATUS_TONE: Record<Member['status'], NonNullable<BadgeProps['tone']>> = {
  active: 'positive',
  invited: 'info',
  expired: 'caution',
  deactivated: 'neutral',
};

/**
 * Issue 32 「スタッフの管理」 (ADR 042): the staff of the classrooms, each with their standing (利用中 / 招待中 /
 * 期限切れ / 利用停止). An owner invites colleagues into the classrooms they own, sends an invitation again, and
 * deactivates a colleague (asked first); a staff member who owns no classroom reads the list only.
 */
export function StaffTeamPage() {
  const { t } = useTranslation();
  const list = useQuery({ ...queries.listStaffMembers(), retry: false });
  const [notice, setNotice] = useState<Notice | null>(null);

  if (list.isPending) return <Loader />;
  if (list.isError) return <Alert tone="critical">{t(($) => $.staffTeam.loadFailed)}</Alert>;
  const owner = list.data.ownedClassrooms.length > 0;
  return (
    <Stack space="xl">
      <p>{t(($) => $.staffTeam.lead)}</p>
      {owner ? (
        <StaffInviteForm classrooms={list.data.ownedClassrooms} />
      ) : (
        <Alert tone="info">{t(($) => $.staffTeam.ownerOnly)}</Alert>
      )}
      <Stack as="section" space="lg" aria-labelledby="staff-list-heading">
        <h2 id="staff-list-heading">{t(($) => $.staffTeam.listHeading)}</h2>
        {notice ? (
          <Alert tone={notice.tone} role="status">
            {notice.text}
          </Alert>
        ) : null}
        <Stack as="ul" space="md" aria-labelledby="staff-list-heading">
          {list.data.data.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} onNotice={setNotice} />
            </li>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

function MemberCard({ member, onNotice }: { member: Member; onNotice: (notice: Notice) => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const resend = useMutation(mutations.resendStaffInvitation());
  const deactivate = useMutation(mutations.deactivateStaffMember());
  const [confirmOpen, setConfirmOpen] = useState(false);
  const { name } = member;
  const refresh = () => queryClient.invalidateQueries({ queryKey: queries.listStaffMembers().queryKey });
  const headingId = `staff-${member.id}`;
  const invited = member.status === 'invited' || member.status === 'expired';
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="sm">
        <Inline space="sm">
          <h3 id={headingId}>
            {name}
            {member.you ? t(($) => $.staffTeam.you) : ''}
          </h3>
          <Badge tone={STATUS_TONE[member.status]} emphasis="subtle">
            {t(($) => $.staffTeam.statuses[member.status])}
          </Badge>
        </Inline>
        <DetailList>
          <DetailRow term={t(($) => $.staffTeam.columns.email)}>{member.email}</DetailRow>
          <DetailRow term={t(($) => $.staffTeam.columns.classrooms)}>{member.classrooms.join('、')}</DetailRow>
          <DetailRow term={t(($) => $.staffTeam.columns.role)}>{t(($) => $.staffTeam.roles[member.role])}</DetailRow>
          {invited && member.invitedAt ? (
            <DetailRow term={t(($) => $.staffTeam.columns.invitedAt)}>
              {formatDate(member.invitedAt)}
              {member.status === 'invited' && member.expiresAt
                ? `（${t(($) => $.staffTeam.expiresOn, { date: formatDate(member.expiresAt) })}）`
                : ''}
            </DetailRow>
          ) : null}
        </DetailList>
        {member.manageable && member.status !== 'deactivated' ? (
          <Inline space="sm">
            {invited ? (
              <Button
                variant="secondary"
                aria-label={t(($) => $.staffTeam.resendLabel, { name })}
                sending={resend.isPending}
                onClick={async () => {
                  try {
                    const answer = await resend.mutateAsync({ id: member.id });
                    onNotice({ tone: 'positive', text: t(($) => $.staffTeam.resent, { email: answer.email }) });
                  } catch (error) {
                    onNotice({ tone: 'critical', text: refusalMessage(error) ?? t(($) => $.staffTeam.resendFailed) });
                  }
                  await refresh();
                }}
              >
                {t(($) => $.staffTeam.resend)}
              </Button>
            ) : null}
            <ConfirmDialog
              open={confirmOpen}
              onOpenChange={setConfirmOpen}
              trigger={
                <Button variant="secondary" aria-label={t(($) => $.staffTeam.deactivateLabel, { name })}>
                  {t(($) => $.staffTeam.deactivate)}
                </Button>
              }
              tone="critical"
              title={t(($) => $.staffTeam.deactivateTitle)}
              description={t(($) => $.staffTeam.deactivateDescription, { name })}
              confirmLabel={t(($) => $.staffTeam.deactivateConfirm)}
              cancelLabel={t(($) => $.staffTeam.deactivateCancel)}
              confirming={deactivate.isPending}
              onConfirm={async () => {
                try {
                  await deactivate.mutateAsync({ id: member.id });
                  onNotice({ tone: 'positive', text: t(($) => $.staffTeam.deactivated, { name }) });
                } catch (error) {
                  onNotice({
                    tone: 'critical',
                    text: refusalMessage(error) ?? t(($) => $.staffTeam.deactivateFailed),
                  });
                }
                setConfirmOpen(false);
                await refresh();
              }}
            />
          </Inline>
        ) : null}
      </Stack>
    </Card>
  );
}
