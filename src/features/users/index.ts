// What other features use of the users feature: the company's open invitations and the
// invitation request (POST /api/user/create/).
export { PendingInvitations } from "./components/PendingInvitations.tsx";
export { createUser, type CreateUserErrorCode, type CreateUserResult } from "./lib/createUser.ts";
