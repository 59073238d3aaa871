// The portal's frame (spec 1 §2 "Layout"): shell, header, navigation, footer, titles.
export * from './components/AppHeader';
export * from './components/AppShell';
export * from './components/BackLink';
export * from './components/BottomNav';
export * from './components/Breadcrumb';
export * from './components/FilterPanel';
export * from './components/Footer';
export * from './components/LinkProvider';
export * from './components/NotificationBell';
export * from './components/PageTitle';
export * from './components/Sidebar';
export * from './components/Stack';
