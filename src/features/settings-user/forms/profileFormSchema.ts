import { z } from "zod";

/** Spec §9: update e-mail interval in days (0 disabled, 1 daily, 7 weekly). */
export const UPDATE_NOTIFICATION_INTERVALS = ["0", "1", "7"] as const;
export type UpdateNotificationInterval = (typeof UPDATE_NOTIFICATION_INTERVALS)[number];

/** The user's own profile (spec §5 user form): messages are translation keys. The limits are
 * the database's checks on app_public.users. */
export const profileFormSchema = z.object({
  title: z.string().trim().max(40, "settingsUser.validation.titleTooLong"),
  firstName: z
    .string()
    .trim()
    .min(1, "settingsUser.validation.firstNameRequired")
    .max(100, "settingsUser.validation.nameTooLong"),
  lastName: z.string().trim().max(100, "settingsUser.validation.nameTooLong"),
  language: z.enum(["de", "en"], { message: "settingsUser.validation.languageRequired" }),
  updateNotification: z.enum(UPDATE_NOTIFICATION_INTERVALS),
  documentDirectApprovalRequestNotification: z.boolean(),
  documentGroupApprovalRequestNotification: z.boolean(),
});

export type ProfileFormValues = z.infer<typeof profileFormSchema>;

export interface ProfileSource {
  title: string | null | undefined;
  firstName: string;
  lastName: string | null | undefined;
  language: string;
  updateNotification: number;
  documentDirectApprovalRequestNotification: boolean;
  documentGroupApprovalRequestNotification: boolean;
}

const asInterval = (value: number): UpdateNotificationInterval =>
  (UPDATE_NOTIFICATION_INTERVALS as readonly string[]).includes(String(value))
    ? (String(value) as UpdateNotificationInterval)
    : "1";

/** The form's values for a stored user. An external user's one name field holds the whole name. */
export function profileFormValuesOf(user: ProfileSource, { isExternal = false } = {}): ProfileFormValues {
  return {
    title: isExternal ? "" : (user.title ?? ""),
    firstName: isExternal ? [user.firstName, user.lastName].filter(Boolean).join(" ") : user.firstName,
    lastName: isExternal ? "" : (user.lastName ?? ""),
    language: user.language === "en" ? "en" : "de",
    updateNotification: asInterval(user.updateNotification),
    documentDirectApprovalRequestNotification: user.documentDirectApprovalRequestNotification,
    documentGroupApprovalRequestNotification: user.documentGroupApprovalRequestNotification,
  };
}

/** The `updateUser` patch: empty title and last name become null (spec §5), as they are for
 * an external user, who has one name field; the approval notifications only for standard
 * users, who are the only ones shown them (spec §6). */
export function toUserPatch(
  values: ProfileFormValues,
  { isStandard, isExternal = false }: { isStandard: boolean; isExternal?: boolean },
) {
  return {
    title: isExternal ? null : values.title || null,
    firstName: values.firstName,
    lastName: isExternal ? null : values.lastName || null,
    language: values.language,
    updateNotification: Number(values.updateNotification),
    ...(isStandard
      ? {
          documentDirectApprovalRequestNotification: values.documentDirectApprovalRequestNotification,
          documentGroupApprovalRequestNotification: values.documentGroupApprovalRequestNotification,
        }
      : {}),
  };
}
