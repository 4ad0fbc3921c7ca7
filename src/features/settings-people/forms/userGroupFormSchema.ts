import { z } from "zod";

/** The database's limits (app_public.user_groups, createUserGroup). */
export const USER_GROUP_NAME_MAX = 100;
export const USER_GROUP_MEMBERS_MAX = 1000;

const K = "settingsPeople.validation";

/** A user group (spec part 2: UserGroup name, member users): messages are translation keys. */
export const userGroupFormSchema = z.object({
  name: z.string().trim().min(1, `${K}.nameRequired`).max(USER_GROUP_NAME_MAX, `${K}.nameTooLong`),
  memberUserRowIds: z.array(z.string()).max(USER_GROUP_MEMBERS_MAX, `${K}.tooManyMembers`),
});

export type UserGroupFormValues = z.infer<typeof userGroupFormSchema>;

export const EMPTY_USER_GROUP: UserGroupFormValues = { name: "", memberUserRowIds: [] };

/** The form's values for a stored group. */
export function userGroupFormValuesOf(group: {
  name: string;
  users: { nodes: readonly { rowId: string }[] };
}): UserGroupFormValues {
  return { name: group.name, memberUserRowIds: group.users.nodes.map((u) => u.rowId) };
}

/** The input of createUserGroup / updateUserGroup (the name trimmed, members without repeats). */
export function toUserGroupInput(values: UserGroupFormValues) {
  return { name: values.name.trim(), memberUserRowIds: [...new Set(values.memberUserRowIds)] };
}
