// The classroom's side of applications and bookings: price tables, duplicates, bookings' details (issue 33, ADR 048).
import type { Catalogue } from '../catalogue';
import type { staffApplications as ja } from '../ja/staffApplications';

export const staffApplications: Catalogue<typeof ja> = {
  staffPrices: {
    title: 'Price table',
    lead: "Each course's fees before tax. Saving also updates the costs of applications not yet at the final check (awaiting or with input sent); families see them on their screens.",
    tableCaption: 'Price table of {{classroom}}',
    course: 'Course',
    monthlyFee: 'Monthly fee (before tax)',
    enrolmentFee: 'Enrolment fee (before tax)',
    materialsFee: 'Materials (before tax)',
    discounts: 'Discounts',
    campaignMonths: 'Campaign months',
    none: 'None',
    edit: 'Change',
    editLabel: 'Change the price of {{course}}',
    empty: 'No prices are set for this classroom yet. Set them with the form below.',
    noClassrooms: 'You do not work for any classroom.',
    formHeading: 'Set a price',
    formLead:
      'Choosing a course fills in its current price. Applications for a course without a price are created with an enrolment fee of 10,000 yen and a monthly fee of 6,000 yen (before tax).',
    yenHint: 'Enter digits only (for example 6000).',
    discount: 'Discount {{n}}',
    discountName: "Discount's name",
    discountFee: 'Discount (before tax)',
    campaignLegend: 'Campaign months (no enrolment fee)',
    campaignHint: 'Applications starting in these months get the enrolment fee taken off.',
    save: 'Save',
    saved: 'The price of {{course}} was saved and applied to {{count}} applications.',
    failed: 'The price table could not be loaded. Please try again later.',
    saveFailed: 'The price could not be saved. What you entered is kept. Please try again later.',
    forbidden: 'This page is for classroom staff only.',
  },
};
