// Barrels per layer, each owned by one part of the kit; import from '@portal/ui'.
export * from './basics';
export * from './forms';
export * from './layout';
export * from './texts';
export * from './widgets';
