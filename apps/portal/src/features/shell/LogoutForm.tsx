import { readDocumentCookie } from '@portal/api-client';
import { clearLessonPageKeys, clearTermsAgreements } from '@portal/domain';
import { Button } from '@portal/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formDrafts } from '../../forms/drafts';

/**
 * Logout is a real form post (spec 1 §4): the server ends the session and answers with a redirect to
 * /login. The XSRF token travels as the `_token` field, read when the form is sent so it is current.
 */
export function LogoutForm() {
  const { t } = useTranslation();
  // Filled when the form is sent (below): a page drawn on the server cannot read the cookie (ADR 036), and reading
  // it on every page would cost a wait on the browser's cookie store for a form rarely sent.
  const [token, setToken] = useState('');
  return (
    <form
      method="post"
      action="/logout"
      onSubmit={(event) => {
        const current = readDocumentCookie('XSRF-TOKEN') ?? '';
        const field = event.currentTarget.elements.namedItem('_token');
        if (field instanceof HTMLInputElement) field.value = current;
        setToken(current);
        clearLessonPageKeys(window.sessionStorage);
        clearTermsAgreements(window.sessionStorage);
        formDrafts.clearAll(window.sessionStorage);
      }}
    >
      <input type="hidden" name="_token" value={token} readOnly />
      <Button type="submit" variant="secondary">
        {t(($) => $.shell.logout)}
      </Button>
    </form>
  );
}
