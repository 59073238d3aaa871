// English of the server's contract texts (ja/server.ts is the source; the server itself answers in Japanese).
import type { Catalogue } from '../catalogue';
import type { server as ja } from '../ja/server';

export const server: Catalogue<typeof ja> = {
  serverValidation: {
    fields: {
      page: 'the page number',
      perPage: 'the number per page',
      isImportant: 'the importance filter',
      isUnread: 'the unread filter',
      keyWord: 'the keyword',
      startDate: 'the start date',
      endDate: 'the end date',
      labelsId: 'the category',
      isHome: 'the display target',
      announcementsId: 'the classroom news item',
      informationsId: 'the information item',
      id: 'the ID',
      userId: 'the user',
      columnId: 'the column',
      type: 'the kind of terms',
      email: 'the email address',
      password: 'the password',
      name: 'the file name',
      path: 'the file',
    },
    thisField: 'this field',
    required: 'Please enter {{label}}.',
    number: 'Please give {{label}} in digits.',
    format: 'The format of {{label}} is not valid.',
    choice: 'The value of {{label}} is not valid.',
    date: 'Please give {{label}} as year-month-day.',
    email: 'Please enter {{label}} as an email address.',
    minimum: 'Please give {{label}} as {{limit}} or more.',
    maximum: 'Please give {{label}} as {{limit}} or less.',
    maxLength: 'Please enter {{label}} in {{limit}} characters or fewer.',
    checkInput: 'Please check what you entered.',
  },
  serverRefusals: {
    notFound: 'What you were looking for was not found.',
    childChoice: 'The child given is not valid.',
    nicknameTooLong: 'Please enter the nickname in 50 characters or fewer.',
    badAddress: 'The address is not valid. Please open the link again or reload the page.',
    malformed: 'What was sent is not in a form the portal can read.',
    tooLarge: 'What was sent is too large. Please send less and try again.',
    unsupported: 'This kind of sending is not supported. Please reload the page and try again.',
    controlCharacters:
      'The text holds a character that cannot be used (a control character). Please remove it and try again.',
    server: 'Something went wrong on the server. Please try again a little later.',
    profileChanged:
      'Your profile has been changed on another screen or device. Please check what is saved now and save again.',
  },
  /** The server's own answers outside the contract's checks (CSRF, a page address that is not a page). */
  serverAnswers: {
    csrfMismatch: 'This page has expired. Please reload the page and try again.',
    signIn: {
      invalid: 'The email address or password is incorrect.',
      invalidStaff:
        'The email address or password is incorrect. This page is the classroom staff sign-in. Guardians, please sign in on the guardian sign-in page.',
      locked:
        'Signing in has been paused for a while after several failed attempts. Please wait about {{minutes}} minutes and try again.',
    },
    passwordLink: {
      wrong: 'This link is not valid. Please open the link in the email again, or ask for a new password reset.',
      expired: 'This link has expired. Please ask for a new password reset.',
      used: 'This link has already been used. Please sign in with your new password.',
    },
    wrongCurrentPassword: 'The current password is incorrect.',
    guestLink: {
      wrong: 'This link is not valid. Please open the link in the email again, or contact the classroom.',
      expired: 'This link has expired. Please ask the classroom to send a new one.',
      used: 'This application is already complete. You can see the application form from the link in the completion email.',
      replaced:
        'This link has been replaced by a new one. Please open the link in the latest email from the classroom. What you entered is still kept in this browser.',
      emailRegistered: 'This email address is already registered. Please contact the classroom.',
      emailCheckForApplicants:
        'An email address can be checked only in an application opened from the link the classroom sent.',
    },
    booking: {
      trialMissing: 'This trial session could not be found. Please look for it from the classroom search.',
      classroomMissing: 'This classroom could not be found. Please look for it from the classroom search.',
      full: 'This trial session is now full. Please choose another date.',
      tooManyForEmail:
        'Many bookings have been made for this email address. Please wait a while before booking, or contact the classroom.',
      confirmWrong: 'This link is not valid. Please open the link in the email again.',
      confirmExpired:
        'This link has expired. The classroom has your booking: to see it in My page, sign in and book there, or contact the classroom.',
    },
  },
  bookingMail: {
    trial: 'trial lesson',
    consult: 'consultation',
    subject: '[{{classroom}}] We have received your {{what}} booking',
    greeting: 'Dear {{firstName}} {{lastName}},',
    thanks: 'Thank you for booking a {{what}}.',
    classroom: 'Classroom: {{classroom}}',
    lecture: 'Course: {{lecture}}',
    when: '{{date}} from {{time}}',
    whenLater: 'The classroom will contact you about the date and time.',
    kids: 'Children: {{count}}',
    confirm:
      'To show this booking in My page under “Trial and consultation bookings”, open this link (valid for 7 days).',
    notYou: 'If you did not make this booking, please ignore this email.',
  },
};
