export { openExportArchive } from './export-archive';
export { expireExportArchives, exportExpiryQueue } from './expire-exports';
export { saveImportFile } from './import-files';
export { getExportRun, getImportRun, listImportRuns } from './import-runs';
export { exportQueue } from './run-export-job';
export { importQueue } from './run-import-job';
export { startExport } from './start-export';
export { startWordpressImport } from './start-wordpress-import';
