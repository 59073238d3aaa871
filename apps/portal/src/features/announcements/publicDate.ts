/** The list and detail screens show the API's "YYYY-MM-DD HH:mm:ss" public date as "YYYY/MM/DD HH:mm". */
export function displayPublicDate(publicDate: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(publicDate);
  if (!m) return publicDate;
  const day = `${m[1]}/${m[2]}/${m[3]}`;
  return m[4] === undefined ? day : `${day} ${m[4]}:${m[5]}`;
}

/** The date part only, for list rows. */
export function displayPublicDay(publicDate: string): string {
  return displayPublicDate(publicDate).slice(0, 10);
}
