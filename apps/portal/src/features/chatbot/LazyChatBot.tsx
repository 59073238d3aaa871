import { homeSections } from '@portal/domain';
import { Skeleton } from '@portal/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { queries } from '../../app/api';
import { lazyWhenOnline } from '../../app/importWhenOnline';

// Loaded on its own after the home page, so the assistant adds nothing to the home route's first JS.
const ChatBot = lazyWhenOnline(() => import('./ChatBot').then((module) => ({ default: module.ChatBot })));

/** The home page's chat bot slot: only role 6 gets the assistant (spec 1 §2 "Home page", §6). */
export function LazyChatBot() {
  const role = useQuery({ ...queries.getUser(), select: (user) => user.role }).data;
  if (role === undefined || !homeSections(role).includes('chatBot')) return null;
  return (
    <Suspense fallback={<Skeleton lines={3} />}>
      <ChatBot />
    </Suspense>
  );
}
