import { z } from "zod";

/** A 6-digit code as authenticator apps show it ("123 456" is fine too). */
const totpCode = z
  .string()
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, "settingsUser.twoFactor.validation.code"));

export const confirmTotpFormSchema = z.object({
  currentPassword: z.string().min(1, "settingsUser.password.validation.currentRequired"),
  code: totpCode,
});
export type ConfirmTotpFormValues = z.input<typeof confirmTotpFormSchema>;

export const disableTotpFormSchema = z.object({
  currentPassword: z.string().min(1, "settingsUser.password.validation.currentRequired"),
  code: totpCode,
});
export type DisableTotpFormValues = z.input<typeof disableTotpFormSchema>;
