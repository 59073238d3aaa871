import { readDocumentCookie } from '@portal/api-client';
import { clearLessonPageKeys, clearTermsAgreements } from '@portal/domain';
import { Button } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_XSRF_KEY } from '../../app/bootstrap';
import { formDrafts } from '../../forms/drafts';
import { clearReportInfo } from '../assessment/reportSession';

/**
 * Logout is a real form post (spec 1 §4): the server ends the session and answers with a redirect to
 * /login. The XSRF token travels as the `_token` field, read when the form is sent so it is current.
 */
export function LogoutForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // The page's token as the server sent it (its bootstrap block), so the form works on a page drawn on the server
  // before the scripts have taken it over (issue 30 item 10: an empty token was a 419 and no sign-out). Read again
  // from the cookie when the form is sent (below): a sign-in meanwhile issues a new one, and reading the cookie on
  // every render would cost a wait on the browser's cookie store for a form rarely sent (ADR 036).
  const [token, setToken] = useState(() => queryClient.getQueryData<string>(PAGE_XSRF_KEY) ?? '');
  return (
    <form
      method="post"
      action="/logout"
      onSubmit={(event) => {
        const current = readDocumentCookie('XSRF-TOKEN') ?? token;
        const field = event.currentTarget.elements.namedItem('_token');
        if (field instanceof HTMLInputElement) field.value = current;
        setToken(current);
        clearLessonPageKeys(window.sessionStorage);
        clearTermsAgreements(window.sessionStorage);
        formDrafts.clearAll(window.sessionStorage);
        clearReportInfo(window.sessionStorage);
      }}
    >
      <input type="hidden" name="_token" value={token} readOnly />
      <Button type="submit" variant="secondary">
        {t(($) => $.shell.logout)}
      </Button>
    </form>
  );
}
