export { BottomNav, type BottomNavLabels, type BottomNavProps } from './BottomNav';
