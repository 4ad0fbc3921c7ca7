import { createInvitation, INVITATION_VALID_DAYS } from "../auth/invitations.ts";
import type { NotificationMailDeps } from "./notificationMail.ts";
import { mailLanguageOf, userInvitation } from "./templates.ts";

export type UserInvitationOutcome = "sent" | "missing" | "hasPassword" | "noBuiltInSignIn";

/**
 * Mails a person without a password a one-time link to set one (POST /api/user/create/ for a
 * new address, or a re-sent invitation). The link goes to the address only, never back to the
 * admin: the answer to an invitation is the same whether the address was known or not. The
 * token is made here, so only its hash is ever stored; earlier links of the person stop working.
 */
export async function sendUserInvitationMail(
  deps: NotificationMailDeps,
  opts: { userRowId: string; clientCompanyRowId: string | null; createdByUserRowId: string | null },
): Promise<UserInvitationOutcome> {
  if (!deps.invitationBaseUrl) return "noBuiltInSignIn";
  const { rows } = await deps.ownerPool.query<{
    email: string;
    name: string;
    language: string;
    has_password: boolean;
    company_name: string | null;
    inviter_name: string | null;
  }>(
    `select u.email::text as email, concat_ws(' ', u.title, u.first_name, u.last_name) as name, u.language,
            exists (select 1 from app_private.user_credentials c where c.user_id = u.id) as has_password,
            (select coalesce(c.brand_name, c.name) from app_public.client_companies c where c.id = $2::uuid) as company_name,
            (select nullif(concat_ws(' ', b.first_name, b.last_name), '') from app_public.users b where b.id = $3::uuid) as inviter_name
     from app_public.users u where u.id = $1 and u.type = 'STANDARD'`,
    [opts.userRowId, opts.clientCompanyRowId, opts.createdByUserRowId],
  );
  const user = rows[0];
  if (!user) return "missing";
  if (user.has_password) return "hasPassword";
  const client = await deps.ownerPool.connect();
  let token: string;
  try {
    token = await createInvitation(client, {
      userId: opts.userRowId,
      clientCompanyId: opts.clientCompanyRowId,
      createdByUserId: opts.createdByUserRowId,
    });
  } finally {
    client.release();
  }
  const mail = userInvitation(mailLanguageOf(user.language), {
    recipientName: user.name,
    inviterName: user.inviter_name,
    companyName: user.company_name,
    link: `${deps.invitationBaseUrl}/invitation/${token}`,
    validDays: INVITATION_VALID_DAYS,
  });
  await deps.transport.send({ to: user.email, ...mail });
  return "sent";
}
