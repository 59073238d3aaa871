/** Spec 1 §2 "Announcement list" / "Information": the caption of the total and the range shown. */
export function rangeCaption(total: number, from: number | null, to: number | null): string {
  // The API sends from/to as null when the page is empty; then only the total makes sense.
  if (total <= 0 || from === null || to === null) return `全${Math.max(total, 0)}件`;
  return `全${total}件中 ${from}〜${to}件を表示`;
}
