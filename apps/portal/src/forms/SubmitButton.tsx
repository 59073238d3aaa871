import { Button, type ButtonProps } from '@portal/ui';
import { useHydrated } from '@tanstack/react-router';

/**
 * A form's submit button on a page the server may have drawn (ADR 036): until the page answers input the browser
 * would send the form itself (a password in the address), so it waits for the page. Its own component, so taking
 * over the page re-renders this button and not the whole form (issue 18: blocking time).
 */
export function SubmitButton({ disabled, ...props }: Omit<ButtonProps, 'type'>) {
  const hydrated = useHydrated();
  return <Button {...props} type="submit" disabled={disabled || !hydrated} />;
}
