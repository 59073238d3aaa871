// The installable portal (issue 34, ADR 053).
import type { Catalogue } from '../catalogue';
import type { installable as ja } from '../ja/installable';

export const installable: Catalogue<typeof ja> = {
  installable: {
    appName: 'Manabi Portal',
    appShortName: 'Manabi Portal',
    appDescription: 'My page for guardians of children at the classroom',
    offlinePageTitle: '[Manabi Portal] You are not connected to the internet',
    offlineTitle: 'You are not connected to the internet',
    offlineLead: 'Please check your connection, then load the page again.',
    offlineReload: 'Reload',
    updateTitle: 'A new version is available',
    updateLead: 'Reload to switch to the new version of My page. Please send anything you are typing first.',
    updateReload: 'Reload',
  },
};
