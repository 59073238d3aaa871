import { type LinkOptions, useRouter } from '@tanstack/react-router';

/**
 * The href of a typed link (`to`, `params`, `search`, checked against the route tree; build the options with
 * `linkOptions`), for the kit's components, which take plain hrefs and navigate through `RouterLink`.
 */
export function useHref(): (options: LinkOptions) => string {
  const router = useRouter();
  return (options) => router.buildLocation(options as Parameters<typeof router.buildLocation>[0]).href;
}
