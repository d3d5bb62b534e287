import { putWorkingCopy, WorkingCopyError, type WorkingCopyAddress } from '@/lib/working-copy-client';

/** How long typing must pause before the form is sent. */
export const AUTOSAVE_DELAY_MS = 3000;
/** A refused save (not a lost connection) is tried again after this long. */
const RETRY_AFTER_FAILURE_MS = 15_000;

export type AutosaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; at: string }
  | { status: 'offline' }
  | { status: 'failed' };

type Report = (state: AutosaveState | null, isUnsent: boolean) => void;

/**
 * The autosave's timing, outside React: a debounce after each change, one request in flight
 * (a change meanwhile waits for it), nothing sent when the form equals what was last sent.
 * `snapshot` is the form as JSON; `report` hears the state (null: unchanged) and whether
 * something typed has not reached the server.
 */
export class WorkingCopySaver {
  /** The form as last sent (at first: as loaded, which needs no copy). */
  private lastSent: string | null = null;
  private inFlight: Promise<void> | null = null;
  private queued: { isLeaving: boolean } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly address: WorkingCopyAddress,
    private readonly snapshot: () => string,
    private readonly report: Report,
  ) {}

  /** A change: send once typing has paused (a change undone, or a restore, needs nothing sent). */
  changed(): void {
    this.cancel();
    const isUnsent = this.snapshot() !== this.lastSent;
    this.report(null, isUnsent);
    if (isUnsent) this.timer = setTimeout(() => this.flush(), AUTOSAVE_DELAY_MS);
  }

  /** Send now if anything changed; `isLeaving` when the page may be gone before the answer. */
  flush(isLeaving = false): void {
    this.cancel();
    if (this.inFlight) {
      this.queued = { isLeaving: isLeaving || Boolean(this.queued?.isLeaving) };
      return;
    }
    const payload = this.snapshot();
    if (payload === this.lastSent) {
      this.report(null, false);
      return;
    }
    this.report({ status: 'saving' }, true);
    this.inFlight = putWorkingCopy(this.address, JSON.parse(payload) as Record<string, unknown>, isLeaving)
      .then((at) => {
        this.lastSent = payload;
        this.report({ status: 'saved', at }, this.snapshot() !== payload);
      })
      .catch((error: unknown) => {
        const isOffline = error instanceof WorkingCopyError && error.isOffline;
        this.report({ status: isOffline ? 'offline' : 'failed' }, true);
        // Offline waits for the browser's `online` event; a refusal is tried again a while later.
        if (!isOffline) this.timer = setTimeout(() => this.flush(), RETRY_AFTER_FAILURE_MS);
      })
      .finally(() => {
        this.inFlight = null;
        const next = this.queued;
        this.queued = null;
        if (next) this.flush(next.isLeaving);
      });
  }

  /** `saved` (the form as a real save sent it) needs no copy: wait out any request still going. */
  async settle(saved: string): Promise<void> {
    this.cancel();
    this.queued = null;
    await this.inFlight;
    this.cancel();
    // Set after the request that was on its way, which records what it sent.
    this.lastSent = saved;
  }

  /** Takes `payload` as already kept: as loaded, restored from the copy, or (null) nothing kept at all. */
  markSent(payload: string | null): void {
    this.lastSent = payload;
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
