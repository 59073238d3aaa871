import { passwordChecks, passwordRules } from '@portal/domain';
import { visuallyHidden } from '@portal/ui/styles';
import { useTranslation } from 'react-i18next';
import { wordCode } from '../../i18n/wordCode';

/** The rules a new password meets, shown before anything is typed and ticked as they are met (issue 32). */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const checks = passwordChecks(password);
  return (
    <div id={id}>
      <p>{t(($) => $.password.rulesTitle)}</p>
      <ul>
        {(Object.keys(passwordRules) as (keyof typeof passwordRules)[]).map((rule) => (
          <li key={rule} data-met={checks[rule]}>
            {checks[rule] ? '✓ ' : '・'}
            {wordCode(passwordRules[rule], t)}
            <span className={visuallyHidden}>
              {`（${checks[rule] ? t(($) => $.password.ruleMet) : t(($) => $.password.ruleNotMet)}）`}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
