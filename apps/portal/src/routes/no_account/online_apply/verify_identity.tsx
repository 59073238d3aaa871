import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { z } from 'zod';
import { stepSearchSchema } from '../../../features/membership/membershipValues';
import { VerifyIdentityPage } from '../../../features/membership/VerifyIdentityPage';

const verifySearchSchema = stepSearchSchema.extend({ token: z.string().max(128).optional().catch(undefined) });

// Spec 2 §2.2: the mailed link opens this page with its token; the token then leaves the address.
export const Route = createFileRoute('/no_account/online_apply/verify_identity')({
  staticData: { title: keyFromSelector(($) => $.membershipGuest.title) },
  validateSearch: (search: Record<string, unknown>) => verifySearchSchema.parse(search),
  component: function Step() {
    return <VerifyIdentityPage search={Route.useSearch()} />;
  },
});
