/** The product version, shown by /api/health, the OpenAPI description and `leiteira --version`. */
export const VERSION = '0.1.0';
