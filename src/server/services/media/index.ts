export { renderImage, storeUpload, VARIANT_WIDTHS, RENDITION_WEBP, MAX_UPLOAD_BYTES, type RenderedImage } from './store';
export { mediaUrl } from './urls';
export { mimeOfKey, acceptedMime } from './mime';
export { listMediaLibrary } from './library';
