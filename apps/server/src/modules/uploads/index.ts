export { createUploadsService, MAX_UPLOAD_BYTES, type UploadsService } from './uploads.service'
