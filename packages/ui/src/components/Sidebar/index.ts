export { type NavGroup, NavGroups, type NavGroupsProps, type NavItem } from './NavGroups';
export { Sidebar, type SidebarProps } from './Sidebar';
