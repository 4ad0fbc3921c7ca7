import { access, context, SafeError, sideEffect, type Step } from "postgraphile/grafast";
import { extendSchema, gql } from "postgraphile/utils";
import { type AccountSecurity, AccountSecurityError } from "../../auth/accountSecurity.ts";

declare global {
  namespace Grafast {
    interface Context {
      /** From Yoga's server context (HTTP only). */
      accountSecurity?: AccountSecurity;
    }
  }
}

function service(ctx: Grafast.Context): AccountSecurity {
  if (!ctx.accountSecurity) throw new SafeError("Unable to initialize session", { code: "SESSION_FAILED" });
  return ctx.accountSecurity;
}

/** Our refusals keep their code (the SPA translates it); anything else stays unexpected. */
async function run<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof AccountSecurityError) throw new SafeError(e.message, { code: e.code });
    throw e;
  }
}

/**
 * The signed-in user's own sign-in settings (settings → user): end the other sessions,
 * change the password, enrol and remove the TOTP second factor. They need argon2, TOTP and
 * app_private, so they are plans over AccountSecurity (server/auth) rather than SQL
 * functions; each acts only on the session's user and answers with that user, read again
 * under RLS, so Relay updates `otherSessionsCount` and `featureActive(name: "MFA")`.
 */
export const AccountSecurityPlugin = extendSchema((build) => {
  const { users } = build.input.pgRegistry.pgResources;
  if (!users) throw new Error("AccountSecurityPlugin: table users not found");
  // Each payload carries the user id; its user is read under the caller's RLS.
  const userPayload = { plans: { user: ($result: Step) => users.get({ id: access($result, "userId") }) } };
  return {
    typeDefs: gql`
      type SignOutOtherSessionsPayload {
        """
        How many sessions were ended.
        """
        signedOutCount: Int!
        user: User
      }
      input ChangePasswordInput {
        currentPassword: String!
        """
        At least 10 characters; not the e-mail address, not the current password.
        """
        newPassword: String!
      }
      type ChangePasswordPayload {
        """
        How many other sessions were ended with the change.
        """
        signedOutCount: Int!
        user: User
      }
      type StartTotpEnrolmentPayload {
        """
        The new secret (base32), shown once for manual entry.
        """
        secret: String!
        """
        The otpauth:// URI for the QR code.
        """
        otpauthUri: String!
      }
      input ConfirmTotpEnrolmentInput {
        """
        The user's current password (a session alone does not suffice to bind a second factor).
        """
        currentPassword: String!
        """
        A current 6-digit code of the new secret.
        """
        code: String!
      }
      type ConfirmTotpEnrolmentPayload {
        user: User
      }
      input DisableTotpInput {
        currentPassword: String!
        code: String!
      }
      type DisableTotpPayload {
        user: User
      }
      extend type Mutation {
        """
        Ends all other sessions of the signed-in user (other devices and browsers).
        """
        signOutOtherSessions: SignOutOtherSessionsPayload
        """
        Built-in sign-in only. Checks the current password (failures count toward the lock-out),
        sets the new one and ends the other sessions. Errors: WRONG_PASSWORD, ACCOUNT_LOCKED,
        PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_IS_EMAIL, PASSWORD_UNCHANGED.
        """
        changePassword(input: ChangePasswordInput!): ChangePasswordPayload
        """
        Built-in sign-in only. Starts enrolling a TOTP authenticator: a new pending secret,
        valid for 15 minutes. Errors: TOTP_ALREADY_ENABLED.
        """
        startTotpEnrolment: StartTotpEnrolmentPayload
        """
        Confirms the pending secret with the password and a current code and switches two-factor sign-in on.
        Errors: WRONG_PASSWORD, INVALID_CODE, ACCOUNT_LOCKED, TOTP_ENROLMENT_EXPIRED, TOTP_ALREADY_ENABLED.
        """
        confirmTotpEnrolment(input: ConfirmTotpEnrolmentInput!): ConfirmTotpEnrolmentPayload
        """
        Switches two-factor sign-in off; needs the current password and a current code.
        Errors: WRONG_PASSWORD, INVALID_CODE, ACCOUNT_LOCKED, TOTP_NOT_ENABLED.
        """
        disableTotp(input: DisableTotpInput!): DisableTotpPayload
      }
    `,
    objects: {
      Mutation: {
        plans: {
          signOutOtherSessions() {
            return sideEffect([context()], ([ctx]) =>
              run(async () => {
                const { userId, count } = await service(ctx).signOutOtherSessions(ctx.appSession);
                return { userId, signedOutCount: count };
              }),
            );
          },
          changePassword(_$root, fieldArgs) {
            const $input = fieldArgs.getRaw("input");
            return sideEffect([$input, context()], ([input, ctx]) =>
              run(async () => {
                const { userId, signedOutSessions } = await service(ctx).changePassword(ctx.appSession, input);
                return { userId, signedOutCount: signedOutSessions };
              }),
            );
          },
          startTotpEnrolment() {
            return sideEffect([context()], ([ctx]) => run(() => service(ctx).startTotpEnrolment(ctx.appSession)));
          },
          confirmTotpEnrolment(_$root, fieldArgs) {
            const $input = fieldArgs.getRaw("input");
            return sideEffect([$input, context()], ([input, ctx]) =>
              run(() => service(ctx).confirmTotpEnrolment(ctx.appSession, input)),
            );
          },
          disableTotp(_$root, fieldArgs) {
            const $input = fieldArgs.getRaw("input");
            return sideEffect([$input, context()], ([input, ctx]) =>
              run(() => service(ctx).disableTotp(ctx.appSession, input)),
            );
          },
        },
      },
      SignOutOtherSessionsPayload: userPayload,
      ChangePasswordPayload: userPayload,
      ConfirmTotpEnrolmentPayload: userPayload,
      DisableTotpPayload: userPayload,
    },
  };
});
