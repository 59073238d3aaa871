export { AppShell, type AppShellProps, MAIN_CONTENT_ID } from './AppShell';
