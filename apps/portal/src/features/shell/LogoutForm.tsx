import { readDocumentCookie } from '@portal/api-client';
import { clearLessonPageKeys, clearTermsAgreements } from '@portal/domain';
import { Button } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formDrafts } from '../../forms/drafts';

/**
 * Logout is a real form post (spec 1 §4): the server ends the session and answers with a redirect to
 * /login. The XSRF token travels as the `_token` field, read when the form is sent so it is current.
 */
export function LogoutForm() {
  const { t } = useTranslation();
  // The cookie is read once the page is the browser's (a page drawn on the server cannot read it, ADR 036).
  const [token, setToken] = useState('');
  useEffect(() => setToken(readDocumentCookie('XSRF-TOKEN') ?? ''), []);
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
