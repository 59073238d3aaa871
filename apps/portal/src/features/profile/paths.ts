// Spec 1 §2 "Route names and paths": the profile screens.
export const profilePaths = {
  list: '/profile/list',
  edit: '/profile/edit',
  image: '/profile/image/edit',
  confirm: '/profile/confirm',
} as const;
