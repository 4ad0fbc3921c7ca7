import { z } from "zod";
import {
  inviteUserFields,
  type InviteUserPayload,
  UPDATE_NOTIFICATION_INTERVALS,
  type UserLanguage,
} from "../../../lib/inviteUserSchema.ts";

/** The invite dialog's form: the server's field rules (src/lib/inviteUserSchema.ts), with
 * the interval as a select value and "grant access" instead of the API's skip flag. */
export const inviteColleagueFormSchema = z.object({
  title: inviteUserFields.title,
  firstName: inviteUserFields.firstName,
  lastName: inviteUserFields.lastName,
  email: inviteUserFields.email,
  language: inviteUserFields.language,
  updateNotification: z.enum(UPDATE_NOTIFICATION_INTERVALS.map(String) as ["0", "1", "7"], {
    error: "UPDATE_NOTIFICATION_INVALID",
  }),
  grantAccess: z.boolean(),
});

export type InviteColleagueFormValues = z.input<typeof inviteColleagueFormSchema>;
export type InviteColleagueFormOutput = z.output<typeof inviteColleagueFormSchema>;

export const inviteColleagueDefaults = (language: UserLanguage): InviteColleagueFormValues => ({
  title: "",
  firstName: "",
  lastName: "",
  email: "",
  language,
  updateNotification: "1",
  grantAccess: true,
});

/** The one mapping from the form to the REST payload. */
export function toInviteUserPayload(values: InviteColleagueFormOutput, clientCompanyId: string): InviteUserPayload {
  return {
    clientCompanyId,
    title: values.title,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    language: values.language,
    updateNotification: Number(values.updateNotification) as InviteUserPayload["updateNotification"],
    skipAssigningAccess: !values.grantAccess,
  };
}
