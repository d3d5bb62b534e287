export { saveImportFile } from './import-files';
export { getImportRun, listImportRuns } from './import-runs';
export { importQueue } from './run-import-job';
export { startWordpressImport } from './start-wordpress-import';
