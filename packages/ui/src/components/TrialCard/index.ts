export { TrialCard, type TrialCardProps, type TrialStatus, trialStatuses } from './TrialCard';
