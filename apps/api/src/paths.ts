import path from 'node:path';

/**
 * The API package's folder (apps/api). This module sits one level below it both as source (src/) and
 * bundled into the production server (dist/server.js), so files the server reads beside its code
 * (migrations, the storefront's build) are found the same way in development and in production.
 */
export const API_ROOT = path.resolve(import.meta.dirname, '..');
