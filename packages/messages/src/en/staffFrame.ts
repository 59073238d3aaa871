import type { Catalogue } from '../catalogue';
import type { staffFrame as ja } from '../ja/staffFrame';

export const staffFrame: Catalogue<typeof ja> = {
  staffFrame: {
    pagesGroup: 'Classroom work',
    accountGroup: 'Account',
    menu: 'Menu',
    close: 'Close',
    home: 'Home',
    privacy: 'Privacy',
    terms: 'Terms',
    sideMenuToggle: 'Show or hide the side menu',
    signedInAs: 'Signed in as {{name}}',
    classroomsHeading: 'Your classrooms',
    owner: 'Owner',
    noClassrooms: 'You have no classrooms yet. Please ask the classroom owner.',
    chatUnread: 'Unread messages: {{count}}',
    loadFailed: 'We could not load your staff details. Please try again later.',
    retry: 'Load again',
    notFoundTitle: 'Staff page not found',
    notFoundBody:
      'There is no staff page at this address. It may have moved or been removed. Please choose a page from the menu.',
    backToStaffHome: 'Back to the staff home',
  },
};
