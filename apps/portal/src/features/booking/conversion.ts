/** Spec 2 §7: the advertising conversion pushed when a consultation is booked (tag-manager data layer). */
export type ConversionEvent = { event: 'consult_conversion'; classroom: string; course: string };

export function pushConversion(target: Window, detail: { classroom: string; course: string }): void {
  target.dataLayer ??= [];
  const event: ConversionEvent = { event: 'consult_conversion', ...detail };
  target.dataLayer.push(event);
}
