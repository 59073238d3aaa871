import { type BookingLookups, type PostalAddress, throttlePostalLookup } from '@portal/domain';
import type { QueryClient } from '@tanstack/react-query';
import { queries } from '../../app/api';

const realClock = {
  now: () => Date.now(),
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

/**
 * Spec 2 §5.4 / §7: the postal-code and invite-code look-ups of the booking, membership and profile forms,
 * through the query cache. An answer without a result is "not found" (§8); a look-up that fails (network,
 * 429) rejects, so the address group says so and keeps the code (issue 29).
 */
export function bookingLookups(queryClient: QueryClient): BookingLookups {
  return {
    clock: realClock,
    lookupPostalCode: async (zipcode): Promise<PostalAddress | null> => {
      const answer = await queryClient.fetchQuery(queries.lookupZip({ zipcode }));
      const first = answer.results?.[0];
      if (!first) return null;
      return {
        prefectureId: Number(first.prefcode),
        prefectureCity: `${first.address1}${first.address2}`,
        block: first.address3,
      };
    },
    inviteCodeExists: async (code) => (await queryClient.fetchQuery(queries.checkInviteCode({ code }))).data,
  };
}

/** The address search button: the same throttled look-up (at most once a second, last answer reused). */
export function throttledPostalSearch(lookups: BookingLookups) {
  return throttlePostalLookup(lookups.lookupPostalCode, lookups.clock);
}
