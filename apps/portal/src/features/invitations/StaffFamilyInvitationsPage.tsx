import type { Schemas } from '@portal/api-client';
import type { FamilyInvitationValues } from '@portal/domain';
import {
  Alert,
  Badge,
  type BadgeProps,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Inline,
  Loader,
  Stack,
} from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mutations, queries } from '../../app/api';
import { useFormatDate } from '../../i18n/dates';
import { StaffInviteFamilyForm } from './StaffInviteFamilyForm';

type Invitation = Schemas['FamilyInvitation'];

const STATUS_TONE: Record<Invitation['status'], NonNullable<BadgeProps['tone']>> = {
  invited: 'info',
  joined: 'positive',
  expired: 'caution',
  revoked: 'neutral',
};

/**
 * Issue 32, the classroom side: invite a family (the form), and follow each invitation (招待中 / 登録済み /
 * 期限切れ), with 再送 for one not yet accepted and 取り消し (asked first) for one not yet accepted.
 */
export function StaffFamilyInvitationsPage({ prefill }: { prefill?: Partial<FamilyInvitationValues> }) {
  const { t } = useTranslation();
  const list = useQuery({ ...queries.listFamilyInvitations(), retry: false });
  const [notice, setNotice] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);

  if (list.isPending) return <Loader />;
  if (list.isError) return <Alert tone="critical">{t(($) => $.familyInvitation.staff.loadFailed)}</Alert>;
  return (
    <Stack space="xl">
      <p>{t(($) => $.familyInvitation.staff.lead)}</p>
      <StaffInviteFamilyForm classrooms={list.data.classrooms} prefill={prefill} />
      <Stack as="section" space="lg" aria-labelledby="invitation-list-heading">
        <h2 id="invitation-list-heading">{t(($) => $.familyInvitation.staff.listHeading)}</h2>
        {notice ? (
          <Alert tone={notice.tone} role="status">
            {notice.text}
          </Alert>
        ) : null}
        {list.data.data.length === 0 ? (
          <EmptyState title={t(($) => $.familyInvitation.staff.empty)} />
        ) : (
          <Stack as="ul" space="md" aria-labelledby="invitation-list-heading">
            {list.data.data.map((invitation) => (
              <li key={invitation.id}>
                <InvitationCard invitation={invitation} onNotice={setNotice} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}

function InvitationCard({
  invitation,
  onNotice,
}: {
  invitation: Invitation;
  onNotice: (notice: { tone: 'positive' | 'critical'; text: string }) => void;
}) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const queryClient = useQueryClient();
  const resend = useMutation(mutations.resendFamilyInvitation());
  const revoke = useMutation(mutations.revokeFamilyInvitation());
  const [revokeOpen, setRevokeOpen] = useState(false);
  const name = invitation.guardianName;
  const family = invitation.guardianName.split(' ')[0] ?? name;
  const open = invitation.status === 'invited' || invitation.status === 'expired';
  const refresh = () => queryClient.invalidateQueries({ queryKey: queries.listFamilyInvitations().queryKey });
  const headingId = `invitation-${invitation.id}`;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack space="sm">
        <Inline space="sm">
          <h3 id={headingId}>{t(($) => $.familyInvitation.staff.family, { name: family })}</h3>
          <Badge tone={STATUS_TONE[invitation.status]} emphasis="subtle">
            {t(($) => $.familyInvitation.staff.statuses[invitation.status])}
          </Badge>
        </Inline>
        <dl>
          <dt>{t(($) => $.familyInvitation.staff.columns.guardian)}</dt>
          <dd>
            {name}（{invitation.email}）
          </dd>
          <dt>{t(($) => $.familyInvitation.staff.columns.children)}</dt>
          <dd>{invitation.children.join('、')}</dd>
          <dt>{t(($) => $.familyInvitation.staff.columns.classroom)}</dt>
          <dd>{invitation.classroomName}</dd>
          <dt>{t(($) => $.familyInvitation.staff.columns.sentAt)}</dt>
          <dd>
            {formatDate(invitation.sentAt)}
            {invitation.status === 'invited'
              ? `（${t(($) => $.familyInvitation.staff.expiresOn, { date: formatDate(invitation.expiresAt) })}）`
              : ''}
          </dd>
        </dl>
        {open ? (
          <Inline space="sm">
            <Button
              variant="secondary"
              aria-label={t(($) => $.familyInvitation.staff.resendLabel, { name })}
              sending={resend.isPending}
              onClick={async () => {
                try {
                  const answer = await resend.mutateAsync({ id: invitation.id });
                  onNotice({
                    tone: 'positive',
                    text: t(($) => $.familyInvitation.staff.resent, { email: answer.email }),
                  });
                } catch {
                  onNotice({ tone: 'critical', text: t(($) => $.familyInvitation.staff.resendFailed) });
                }
                await refresh();
              }}
            >
              {t(($) => $.familyInvitation.staff.resend)}
            </Button>
            <ConfirmDialog
              open={revokeOpen}
              onOpenChange={setRevokeOpen}
              trigger={
                <Button variant="secondary" aria-label={t(($) => $.familyInvitation.staff.revokeLabel, { name })}>
                  {t(($) => $.familyInvitation.staff.revoke)}
                </Button>
              }
              tone="critical"
              title={t(($) => $.familyInvitation.staff.revokeTitle)}
              description={t(($) => $.familyInvitation.staff.revokeDescription, { name: family })}
              confirmLabel={t(($) => $.familyInvitation.staff.revokeConfirm)}
              cancelLabel={t(($) => $.familyInvitation.staff.revokeCancel)}
              confirming={revoke.isPending}
              onConfirm={async () => {
                try {
                  await revoke.mutateAsync({ id: invitation.id });
                  onNotice({ tone: 'positive', text: t(($) => $.familyInvitation.staff.revoked, { name }) });
                } catch {
                  onNotice({ tone: 'critical', text: t(($) => $.familyInvitation.staff.revokeFailed) });
                }
                setRevokeOpen(false);
                await refresh();
              }}
            />
          </Inline>
        ) : null}
      </Stack>
    </Card>
  );
}
