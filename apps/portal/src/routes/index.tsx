import { createFileRoute } from '@tanstack/react-router';
import { messages } from '../app/messages';
import { HomePage } from '../features/home/HomePage';

export const Route = createFileRoute('/')({
  staticData: { title: messages.titles.home },
  component: HomePage,
});
