export { storeUpload, VARIANT_WIDTHS, MAX_UPLOAD_BYTES } from './store';
export { mediaUrl } from './urls';
export { mimeOfKey, acceptedMime } from './mime';
export { listMediaLibrary } from './library';
