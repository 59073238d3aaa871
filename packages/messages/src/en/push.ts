// Web Push (issue 34, ADR 055).
import type { Catalogue } from '../catalogue';
import type { push as ja } from '../ja/push';

export const push: Catalogue<typeof ja> = {
  push: {
    chatAttachment: 'A file was sent',
    announcementTitle: 'Important announcement from {{classroom}}',
    informationTitle: 'Important information from {{classroom}}',
    membershipFinalCheck: 'Please complete the final check of your membership application.',
    membershipComplete: 'Your membership application is complete.',
    lessonRecordTitle: 'Lesson records',
    lessonRecordComment: 'The classroom commented on a lesson record of {{name}}.',
    absenceConfirmed: 'The classroom confirmed the absence report for {{name}}.',
    absenceRefused: 'The classroom replied to the absence report for {{name}}.',
    transferAccepted: 'The classroom accepted the transfer for {{name}} (to the lesson on {{month}}/{{day}}).',
    transferRefused: 'The classroom replied to the transfer request for {{name}}.',
    deviceTitle: 'Notifications on this device',
    device: 'Notify on this device',
    deviceHint:
      'New chat messages and important announcements appear as notifications on this device. Your other devices keep their own setting.',
    deviceOn: 'This device receives notifications.',
    deviceWorking: 'Setting up…',
    unsupported:
      'This browser or page cannot receive notifications. On a smartphone, try the Manabi Portal added to your home screen.',
    denied:
      'Notifications are blocked. Allow notifications for the Manabi Portal in your browser settings, then try again.',
    failed: 'Notifications could not be set up. Please try again later.',
    quietHours: 'Hold notifications at night (21:00–7:00) until 7:00',
    quietHoursHint: 'Chat messages and announcements that arrive at night are notified in the morning.',
    badEndpoint: 'The notification address is not valid.',
    badKeys: 'The notification keys are not valid.',
    notFound: 'No notification setting was found for this device.',
  },
};
