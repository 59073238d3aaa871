import { queries } from '../../app/api';

// Route loaders import these, and route files load with the route tree: keeping them out of the page
// modules keeps the chat screens (and their upload box) out of every page's first scripts.
export const chatClassroomsQuery = () => queries.getChatClassrooms();
export const chatRoomsQuery = () => queries.getChatRooms();
export const chatMessagesQuery = (chatRoomId: number, from: 'guardian' | 'fc') =>
  ({ ...queries.getChatMessages({ chatRoomId, from }), staleTime: 0 }) as const;
