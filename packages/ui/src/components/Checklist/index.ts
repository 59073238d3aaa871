export {
  Checklist,
  type ChecklistAnswer,
  type ChecklistItem,
  type ChecklistProps,
  type ChecklistValue,
  checklistAnswers,
} from './Checklist';
