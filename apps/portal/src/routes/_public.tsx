import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PublicFrame } from '../features/shell/PublicFrame';

/** Pages for the signed-out (sign-in; later the public booking forms of spec 2): no session check, no menus. */
export const Route = createFileRoute('/_public')({
  component: function PublicLayout() {
    return (
      <PublicFrame>
        <Outlet />
      </PublicFrame>
    );
  },
});
