import { z } from "zod";
import {
  inviteUserFields,
  type InviteUserPayload,
  MEMBER_ROLES,
  type UserLanguage,
} from "../../../lib/inviteUserSchema.ts";

/** The add-member form: the invitation's field rules (src/lib/inviteUserSchema.ts, shared with
 * the server) and the role the person gets once they accept. Messages are error codes. */
export const addMemberFormSchema = z.object({
  title: inviteUserFields.title,
  firstName: inviteUserFields.firstName,
  lastName: inviteUserFields.lastName,
  email: inviteUserFields.email,
  language: inviteUserFields.language,
  roleName: z.enum(MEMBER_ROLES, { error: "ROLE_INVALID" }),
});
export type AddMemberFormValues = z.input<typeof addMemberFormSchema>;
export type AddMemberFormOutput = z.output<typeof addMemberFormSchema>;

export const addMemberDefaults = (language: UserLanguage): AddMemberFormValues => ({
  title: "",
  firstName: "",
  lastName: "",
  email: "",
  language,
  roleName: "CLERK",
});

export function toAddMemberPayload(values: AddMemberFormOutput, clientCompanyId: string): InviteUserPayload {
  return {
    clientCompanyId,
    title: values.title,
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    language: values.language,
    updateNotification: 1,
    skipAssigningAccess: false,
    roleName: values.roleName,
  };
}
