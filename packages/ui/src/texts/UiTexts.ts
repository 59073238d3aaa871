/**
 * The kit's own words, grouped per component (react-aria's and Spectrum's pattern): the app gives them once
 * through `UiTextsProvider`, from the `ui` section of the message catalogue (@portal/messages), so the kit
 * has no language of its own (ADR 026). `{{name}}` placeholders are filled by `fill`. A caller's prop (a
 * `label`, `closeLabel`, ...) still wins over these where a component takes one.
 */
export interface UiTexts {
  common: {
    sending: string;
    newTab: string;
    close: string;
    previousMonth: string;
    nextMonth: string;
    loading: string;
    noImage: string;
  };
  loader: {
    label: string;
  };
  breadcrumb: {
    label: string;
  };
  backLink: {
    label: string;
  };
  badge: {
    important: string;
    unread: string;
  };
  select: {
    placeholder: string;
  };
  field: {
    required: string;
    optional: string;
    errorPrefix: string;
  };
  textArea: {
    /** With {{count}}. */
    over: string;
    /** With {{count}}. */
    remaining: string;
    /** With {{limit}}. */
    limit: string;
  };
  toast: {
    label: string;
    /** With {{label}}. */
    viewport: string;
  };
  dialog: {
    cancel: string;
  };
  copyField: {
    copy: string;
    copied: string;
    failed: string;
  };
  appHeader: {
    productName: string;
    logoMark: string;
    profile: string;
  };
  appShell: {
    skipLink: string;
    report: string;
  };
  bottomNav: {
    nav: string;
    home: string;
    privacy: string;
    terms: string;
    menu: string;
    close: string;
  };
  sidebar: {
    label: string;
    toggle: string;
  };
  footer: {
    toTop: string;
    privacy: string;
    terms: string;
    copyright: string;
  };
  notificationBell: {
    label: string;
    empty: string;
    /** With {{count}}. */
    unread: string;
  };
  pager: {
    nav: string;
    prev: string;
    next: string;
    /** With {{page}}. */
    page: string;
  };
  rangeCaption: {
    /** With {{total}}. */
    total: string;
    /** With {{total}}, {{from}}, {{to}}. */
    range: string;
  };
  postalCodeField: {
    label: string;
    hint: string;
    search: string;
    searching: string;
  };
  addressFieldset: {
    legend: string;
    prefecture: string;
    city: string;
    cityHint: string;
    block: string;
    blockHint: string;
    building: string;
    buildingHint: string;
  };
  nameField: {
    kanji: {
      legend: string;
      family: string;
      given: string;
    };
    kana: {
      legend: string;
      family: string;
      given: string;
      hint: string;
    };
  };
  fileDropzone: {
    label: string;
    drop: string;
    dropHere: string;
    pick: string;
    notAllowed: string;
    /** With {{message}}, {{names}}. */
    rejected: string;
    separator: string;
    list: string;
    /** With {{name}}. */
    removeFile: string;
    remove: string;
  };
  checklist: {
    legend: string;
    hint: string;
    yes: string;
    no: string;
    checkAnswer: string;
  };
  dateField: {
    locale: string;
    pickDate: string;
  };
  imageWithFallback: {
    failed: string;
    /** With {{alt}}, {{text}}. */
    named: string;
  };
  courseFilter: {
    all: string;
    label: string;
  };
  signaturePad: {
    label: string;
    hint: string;
    keyboard: string;
    signed: string;
    unsigned: string;
    clear: string;
  };
  documentCard: {
    link: string;
  };
  attachmentList: {
    label: string;
    /** With {{kind}}, {{size}}. */
    meta: string;
    kinds: {
      pdf: string;
      image: string;
      video: string;
      audio: string;
      word: string;
      excel: string;
      powerpoint: string;
      archive: string;
      text: string;
      other: string;
    };
  };
  quizPager: {
    label: string;
    back: string;
    current: string;
    next: string;
    submit: string;
  };
  stepIndicator: {
    label: string;
    done: string;
  };
  chatComposer: {
    label: string;
    placeholder: string;
    attach: string;
    countBefore: string;
    countAfter: string;
    send: string;
  };
  chatBubble: {
    deleted: string;
    delete: string;
    attachments: string;
  };
  notificationItem: {
    unread: string;
  };
  scheduleItem: {
    recess: string;
    transferredFrom: string;
    transferredTo: string;
    /** With {{label}}, {{when}}. */
    note: string;
  };
  sortSelect: {
    label: string;
    newest: string;
    oldest: string;
  };
  monthCalendar: {
    weekdays: readonly string[];
    weekdaysLong: readonly string[];
    /** With {{year}}, {{month}}. */
    month: string;
    /** With {{month}}, {{day}}, {{weekday}}. */
    day: string;
    /** With {{month}}. */
    caption: string;
    empty: string;
    /** With {{label}}. */
    label: string;
    /** With {{day}}. */
    dayTitle: string;
  };
  carousel: {
    roleDescription: string;
    slide: string;
    /** With {{n}}, {{count}}, {{label}}. */
    slideLabel: string;
    play: string;
    pause: string;
    previous: string;
    next: string;
  };
  consentScroller: {
    agree: string;
    /** With {{title}}. */
    body: string;
    read: string;
    scrollToEnd: string;
    /** With {{title}}. */
    named: string;
  };
  reportSheet: {
    strengths: string;
    improvement: string;
    messages: string;
  };
  attendanceCard: {
    statuses: {
      attended: string;
      absent: string;
      transferred: string;
    };
    transferTo: string;
    /** With {{name}}. */
    courseTitle: string;
    when: string;
    /** With {{date}}, {{weekday}}, {{hour}}. */
    whenValue: string;
    classroom: string;
    group: string;
  };
  lessonRecordCard: {
    /** With {{name}}. */
    imageAlt: string;
    /** With {{month}}. */
    posted: string;
  };
  postCard: {
    /** With {{title}}. */
    imageAlt: string;
  };
  classroomTile: {
    unread: string;
  };
  birthYearSelect: {
    label: string;
    /** With {{year}}. */
    year: string;
  };
  quizChoiceGrid: {
    imageAlt: string;
  };
  errorSummary: {
    title: string;
  };
  certificationCodeInput: {
    label: string;
    /** With {{length}}. */
    hint: string;
    /** Shown when a typed character is not a digit. */
    notDigits: string;
  };
  printableSheet: {
    print: string;
    checked: string;
    form: {
      courses: string;
      lecture: string;
      course: string;
      startMonth: string;
      child: string;
      guardian: string;
      payment: string;
      total: string;
      office: string;
      kana: string;
      gender: string;
      birthDate: string;
      schoolName: string;
      grade: string;
      address: string;
      phone: string;
      phoneBackup: string;
      email: string;
      birthYear: string;
      occupation: string;
      entryFee: string;
      monthlyFee: string;
      materialFee: string;
      other: string;
      discount: string;
      classroomName: string;
      notes: string;
      receiptDate: string;
      name: string;
      male: string;
      female: string;
      /** With {{date}}. */
      applicationDate: string;
      /** With {{date}}, {{age}}. */
      birthDateValue: string;
      /** With {{code}}. */
      postalCode: string;
    };
  };
  trialCard: {
    /** With {{number}}. */
    receipt: string;
    when: string;
    /** With {{n}}, {{date}}. */
    wish: string;
    course: string;
    classroom: string;
  };
}
