/** The logo of a client company's branding: what `POST /api/client-company-logo` takes. */
export const CLIENT_COMPANY_LOGO_MAX_BYTES = 512 * 1024;
export const CLIENT_COMPANY_LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

/** Where a client company's logo is served (to its members and super admins). */
export const clientCompanyLogoUrl = (clientCompanyRowId: string) =>
  `/api/client-company-logo/${encodeURIComponent(clientCompanyRowId)}`;
