import { z } from "zod";

/**
 * The rules of `POST /api/user/create/`, shared by the server (which validates the payload
 * with `inviteUserPayloadSchema`) and the invite dialog (whose form schema reuses the same
 * field rules). Messages are error codes: the server answers them with its de/en texts
 * (server/api/errors.ts), the dialog translates them (`inviteColleague.errors.<CODE>`).
 */

export const USER_LANGUAGES = ["de", "en"] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];

/** Spec §3/§9: update e-mails 0 disabled, 1 daily, 7 weekly. */
export const UPDATE_NOTIFICATION_INTERVALS = [0, 1, 7] as const;
export type UpdateNotificationInterval = (typeof UPDATE_NOTIFICATION_INTERVALS)[number];

/** The roles a member can hold in a client company (app_public.roles), most access first. */
export const MEMBER_ROLES = [
  "ADMIN",
  "ACCOUNTANT",
  "BOOKKEEPER",
  "CLERK",
  "APPROVER",
  "VIEWER",
  "COLLABORATION_ONLY",
] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The database allows titles of at most 40 characters (users.title check). */
export const TITLE_MAX_LENGTH = 40;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export const INVITE_USER_FIELD_ERRORS = [
  "TITLE_TOO_LONG",
  "FIRST_NAME_REQUIRED",
  "FIRST_NAME_TOO_LONG",
  "LAST_NAME_REQUIRED",
  "LAST_NAME_TOO_LONG",
  "EMAIL_INVALID",
  "LANGUAGE_INVALID",
  "UPDATE_NOTIFICATION_INVALID",
  "ROLE_INVALID",
] as const;
export type InviteUserFieldError = (typeof INVITE_USER_FIELD_ERRORS)[number];

export const isInviteUserFieldError = (value: unknown): value is InviteUserFieldError =>
  typeof value === "string" && (INVITE_USER_FIELD_ERRORS as readonly string[]).includes(value);

const name = (required: InviteUserFieldError, tooLong: InviteUserFieldError) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(NAME_MAX_LENGTH, { error: tooLong });

/** Field rules both sides share. An empty title means none (null). */
export const inviteUserFields = {
  title: z
    .string({ error: "TITLE_TOO_LONG" })
    .trim()
    .max(TITLE_MAX_LENGTH, { error: "TITLE_TOO_LONG" })
    .transform((value) => value || null),
  firstName: name("FIRST_NAME_REQUIRED", "FIRST_NAME_TOO_LONG"),
  lastName: name("LAST_NAME_REQUIRED", "LAST_NAME_TOO_LONG"),
  /** Lower-cased before it is checked (spec §5). */
  email: z
    .string({ error: "EMAIL_INVALID" })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, { error: "EMAIL_INVALID" })
    .pipe(z.email({ error: "EMAIL_INVALID" })),
  language: z.enum(USER_LANGUAGES, { error: "LANGUAGE_INVALID" }),
};

/** The JSON body of `POST /api/user/create/`; unknown fields are refused. */
export const inviteUserPayloadSchema = z.strictObject({
  clientCompanyId: z.uuid(),
  title: inviteUserFields.title.nullish().transform((value) => value ?? null),
  firstName: inviteUserFields.firstName,
  lastName: inviteUserFields.lastName,
  email: inviteUserFields.email,
  language: inviteUserFields.language,
  updateNotification: z.literal(UPDATE_NOTIFICATION_INTERVALS, { error: "UPDATE_NOTIFICATION_INVALID" }),
  skipAssigningAccess: z.boolean(),
  /** The role the person gets once they accept (the company's access settings choose one);
   * without it a read-only VIEWER. */
  roleName: z.enum(MEMBER_ROLES, { error: "ROLE_INVALID" }).optional(),
});
export type InviteUserPayload = z.input<typeof inviteUserPayloadSchema>;
export type InviteUserRequest = z.output<typeof inviteUserPayloadSchema>;

/** The answer of `POST /api/user/create/`: 201 for a new user, 200 when an existing user
 * was added to the company; an invitation link only with the built-in sign-in. */
export interface InviteUserResponse {
  userRowId: string;
}

/** What a failed parse of the payload means: the first field error a person can fix, or
 * INVALID_REQUEST when the payload itself is wrong (unknown fields, no company, a wrong type). */
export function inviteUserErrorCode(error: z.ZodError): InviteUserFieldError | "INVALID_REQUEST" {
  const messages = error.issues.map((issue) => issue.message);
  if (messages.length === 0 || !messages.every(isInviteUserFieldError)) return "INVALID_REQUEST";
  return messages[0] as InviteUserFieldError;
}
