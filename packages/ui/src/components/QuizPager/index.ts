export { QuizPager, type QuizPagerProps } from './QuizPager';
