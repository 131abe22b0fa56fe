export { createUploadsService, MAX_BLESSING_BYTES, MAX_UPLOAD_BYTES, type UploadsService } from './uploads.service'
