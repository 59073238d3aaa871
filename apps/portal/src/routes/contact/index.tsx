import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec 1 §2: the retired contact pages (ContactForm among them) all go home.
export const Route = createFileRoute('/contact/')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
