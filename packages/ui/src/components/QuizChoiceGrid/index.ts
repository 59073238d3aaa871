export { type QuizChoice, QuizChoiceGrid, type QuizChoiceGridProps } from './QuizChoiceGrid';
