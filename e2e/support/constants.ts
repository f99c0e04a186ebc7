export const E2E_ADMIN = { email: 'admin@e2e.local', password: 'admin-e2e-123' };
