/** The API version this server speaks; the client reads error codes only when it is sent. */
export const API_VERSION = '2024-01-01'
