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
};
