/**
 * Why an archive was refused. The CLI prints the message as its one-line reason; a screen that
 * runs a restore can map `code` to its own words.
 */
export type ArchiveErrorCode =
  /** Not a Darvazeh archive, or damaged beyond reading (not gzip, not tar, bad manifest). */
  | 'format'
  /** Made by a newer version of the app (a migration or table this install does not know). */
  | 'version'
  /** A file's bytes differ from the manifest's checksum or size. */
  | 'checksum'
  /** A file the manifest lists is not in the archive (a truncated or repacked archive). */
  | 'missing'
  /** The install already has content and the restore was not forced. */
  | 'not_empty'
  /** Storage already holds a different file under a key the archive brings. */
  | 'storage';

/** The archive cannot be restored; nothing it brought stays in the database or the storage. */
export class ArchiveError extends Error {
  constructor(
    readonly code: ArchiveErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ArchiveError';
  }
}
