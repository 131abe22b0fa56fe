export { MAX_UPLOAD_BYTES, registerUploadsRoutes } from './uploads.routes'
