import { z } from "zod";

/** The server's rule (server/auth/accountSecurity.ts); it checks everything again. */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 1024;

/** Changing the password: the new one twice; at least 10 characters, neither the e-mail
 * address nor the current password. Messages are translation keys. */
export function passwordFormSchema(email: string) {
  return (
    z
      .object({
        currentPassword: z.string().min(1, "settingsUser.password.validation.currentRequired"),
        newPassword: z
          .string()
          .min(MIN_PASSWORD_LENGTH, "settingsUser.password.validation.tooShort")
          .max(MAX_PASSWORD_LENGTH, "settingsUser.password.validation.tooLong"),
        confirmPassword: z.string().min(1, "settingsUser.password.validation.confirmRequired"),
      })
      // `when`: checked as soon as the fields concerned are there, even while others are empty.
      .refine((v) => v.newPassword.trim().toLowerCase() !== email.trim().toLowerCase(), {
        path: ["newPassword"],
        message: "settingsUser.password.validation.isEmail",
        when: (payload) => typeof (payload.value as { newPassword?: unknown }).newPassword === "string",
      })
      .refine((v) => !v.currentPassword || v.newPassword !== v.currentPassword, {
        path: ["newPassword"],
        message: "settingsUser.password.validation.unchanged",
        when: (payload) => typeof (payload.value as { newPassword?: unknown }).newPassword === "string",
      })
      .refine((v) => !v.confirmPassword || v.confirmPassword === v.newPassword, {
        path: ["confirmPassword"],
        message: "settingsUser.password.validation.mismatch",
        when: (payload) => typeof (payload.value as { confirmPassword?: unknown }).confirmPassword === "string",
      })
  );
}

export type PasswordFormValues = z.infer<ReturnType<typeof passwordFormSchema>>;
