import { createFileRoute } from '@tanstack/react-router';
import { keyFromSelector } from 'i18next';
import { StaffChatRoomsPage } from '../../../../features/chat/StaffChatPages';

export const Route = createFileRoute('/_staff/staff/chat/')({
  staticData: { title: keyFromSelector(($) => $.chat.titles.staffRooms) },
  component: StaffChatRoomsPage,
});
