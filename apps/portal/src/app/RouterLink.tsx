import type { UiLinkProps } from '@portal/ui';
import { useRouter } from '@tanstack/react-router';

/**
 * The kit's links navigate through the router (no page reload) while keeping a real href, so
 * opening in a new tab, copying and modified clicks behave as for any link.
 */
export function RouterLink({ href, onClick, target, ...rest }: UiLinkProps) {
  const router = useRouter();
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || target === '_blank') return;
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    />
  );
}
