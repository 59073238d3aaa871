import { readDocumentCookie } from '@portal/api-client';
import { signInSchema } from '@portal/domain';
import { Box, Button, Dialog, ErrorSummary, Stack } from '@portal/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api, mutations, queries } from '../../app/api';
import { sessionEnded } from '../../app/sessionEnded';
import { clearStoredState } from '../../app/storage';
import { formDrafts } from '../../forms/drafts';
import { SignInFields } from '../../forms/SignInFields';
import { SubmitButton } from '../../forms/SubmitButton';
import { useAppForm } from '../../forms/useAppForm';
import { loginFailureMessage } from '../login/loginErrors';

const FIELDS = ['email', 'password'] as const;

/**
 * The sign-in form of `SessionEndedDialog`, in a chunk of its own: it loads when a session ends, not with every
 * signed-in page (issue 35: its form library and rules were a sixth of the shell's first script).
 */
export default function SessionEndedForm({ page }: { page: string | null }) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryClient = useQueryClient();
  const login = useMutation(mutations.login());
  const previous = queryClient.getQueryData(queries.getUser().queryKey);
  const knownEmail = previous && 'email' in previous && typeof previous.email === 'string' ? previous.email : '';
  const f = useAppForm({
    schema: signInSchema,
    defaultValues: { email: knownEmail, password: '' },
    fields: FIELDS,
    idPrefix: 'reauth',
    failureMessage: loginFailureMessage,
    // No draft (a password is never stored), and nothing to ask about: the page below is what holds the words.
    askBeforeLeaving: false,
    resendAfterSignIn: false,
  });
  const { summary, submitCount, handleSubmit, form } = f;

  // Each time the dialog opens: the account as known, the password empty.
  useEffect(() => {
    if (page !== null) form.reset({ email: knownEmail, password: '' });
  }, [page, knownEmail, form]);

  const submit = handleSubmit(async (values) => {
    // A new visit may not have the XSRF cookie yet; any GET hands it out.
    if (!readDocumentCookie('XSRF-TOKEN')) await api.GET('/api/health');
    const before = queryClient.getQueryData(queries.getUser().queryKey)?.id;
    const result = await login.mutateAsync(values);
    const user = result.data;
    if (before !== undefined && before !== user.id) {
      // Someone else on this computer: nothing of the previous family's survives, its page included.
      formDrafts.clearAll();
      clearStoredState(queryClient);
      formDrafts.claim(user.id);
      queryClient.setQueryData(queries.getUser().queryKey, user);
      sessionEnded.settle({ kind: 'other' });
      void router.navigate({ to: '/', ignoreBlocker: true });
      return;
    }
    formDrafts.claim(user.id);
    queryClient.setQueryData(queries.getUser().queryKey, user);
    sessionEnded.settle({ kind: 'same' });
    // What failed while signed out is asked again; a navigation the guard held goes on by itself.
    void queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
    if (router.state.status === 'idle' && router.state.matches.some((match) => match.status === 'error'))
      void router.invalidate();
  });

  const leave = () => {
    const from = sessionEnded.askingFor();
    if (from !== null) sessionEnded.settle({ kind: 'left', page: from });
  };

  return (
    <Dialog
      open={page !== null}
      onOpenChange={(open) => {
        if (!open) leave();
      }}
      title={t(($) => $.sessionEnded.title)}
      description={t(($) => $.sessionEnded.lead)}
    >
      <Stack space="lg">
        <ErrorSummary title={t(($) => $.login.errorSummary)} errors={summary} submitCount={submitCount} />
        <Stack as="form" space="lg" noValidate onSubmit={submit} aria-label={t(($) => $.sessionEnded.title)}>
          <SignInFields f={f} />
          <Box display="flex" justifyContent="center">
            <SubmitButton sending={login.isPending} sendingLabel={t(($) => $.login.submitting)}>
              {t(($) => $.sessionEnded.submit)}
            </SubmitButton>
            <Button type="button" variant="secondary" onClick={leave}>
              {t(($) => $.sessionEnded.leave)}
            </Button>
          </Box>
        </Stack>
      </Stack>
    </Dialog>
  );
}
