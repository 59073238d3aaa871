/** Spec 1 §2 "Announcement detail" / §9: attachment size in bytes, KB or MB, 1000-based, 2 decimals. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 B';
  if (bytes < 1000) return `${Math.round(bytes)} B`;
  if (bytes < 1000 * 1000) return `${(bytes / 1000).toFixed(2)} KB`;
  return `${(bytes / (1000 * 1000)).toFixed(2)} MB`;
}
