/**
 * Answers of read-mostly lists (news, carousel, FAQ, documents, a family's home boxes) kept in memory for a
 * short while, so the home page's calls do not wait on the database each time (issue 18, ADR 035).
 *
 * Every entry names the tags of the data it was read from; the service that writes that data drops the tag
 * in the same method, so a change is visible on the next read. The TTL is only a safety net for changes made
 * outside the services (a console, another process). Expiry is read on the app's clock, so tests that move
 * the clock see what a user would see.
 *
 * One process keeps its own entries: with several server processes a write is seen at once by the process
 * that made it and by the others within the TTL.
 */
export type CacheTag = string;

/** A family's trial bookings on Home: read by the home service, dropped by the booking service when it books. */
export const trialsTag = (familyId: number): CacheTag => `trials:family:${familyId}`;

/** A family's membership applications on Home: dropped by the membership service on each status change. */
export const membershipsTag = (familyId: number): CacheTag => `memberships:family:${familyId}`;

/** A family's assessment tests on Home: dropped when a child's test is marked taken. */
export const assessmentsTag = (familyId: number): CacheTag => `assessments:family:${familyId}`;

/** A family's next lessons on Home: dropped when staff change lessons or attendance, or answer an absence. */
export const familyScheduleTag = (familyId: number): CacheTag => `schedule:family:${familyId}`;

/** A user's notifications (the bell): dropped when they are read and when a lesson record notifies them. */
export const notificationsTag = (userId: number): CacheTag => `notifications:user:${userId}`;

/** Whether a user still has terms to agree to (every page's bootstrap asks): dropped when they agree. */
export const consentTag = (userId: number): CacheTag => `consent:user:${userId}`;

type Entry = { value: Promise<unknown>; expiresAt: number; storedAt: number; tags: CacheTag[] };

/** Entries kept at most; the oldest go first when a new one would exceed it (one per family and user list). */
const MAX_ENTRIES = 10_000;

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byTag = new Map<CacheTag, Set<string>>();

  constructor(
    private readonly now: () => Date,
    private readonly ttlMs = 30_000,
  ) {}

  /**
   * The cached answer under `key`, or `load()`'s answer stored under it; concurrent misses share one load.
   * The loader may end its entry earlier than the TTL with `expireAt` (the next scheduled publication).
   * Answers are shared between requests: callers never change them.
   */
  get<T>(key: string, tags: CacheTag[], load: (expireAt: (at: Date | null) => void) => Promise<T>): Promise<T> {
    const at = this.now().getTime();
    const hit = this.entries.get(key);
    // A clock moved back (tests) makes an entry from "the future" as stale as an expired one.
    if (hit && hit.expiresAt > at && hit.storedAt <= at) return hit.value as Promise<T>;
    if (hit) this.drop(key);
    const entry: Entry = { value: Promise.resolve(), expiresAt: at + this.ttlMs, storedAt: at, tags };
    const expireAt = (until: Date | null) => {
      if (until) entry.expiresAt = Math.min(entry.expiresAt, until.getTime());
    };
    entry.value = load(expireAt).catch((error: unknown) => {
      // A failed read is not remembered.
      if (this.entries.get(key) === entry) this.drop(key);
      throw error;
    });
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.entries.set(key, entry);
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.byTag.set(tag, keys);
      }
      keys.add(key);
    }
    return entry.value as Promise<T>;
  }

  /** Forgets every entry read from data under one of these tags; called by the write, after it succeeded. */
  invalidate(...tags: CacheTag[]) {
    for (const tag of tags) {
      for (const key of this.byTag.get(tag) ?? []) this.drop(key);
      this.byTag.delete(tag);
    }
  }

  /** Forgets everything: the data was replaced wholesale (the browser tests' reset). */
  clear() {
    this.entries.clear();
    this.byTag.clear();
  }

  /** Entries held now (tests). */
  get size() {
    return this.entries.size;
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}
