import { isGraphQLRequestError } from "../../../relay/GraphQLRequestError.ts";
import { AuthFlowError, type AuthFlowErrorCode } from "./authConfig.ts";

const KNOWN: readonly AuthFlowErrorCode[] = [
  "SESSION_FAILED",
  "INVALID_TOKEN",
  "USER_NOT_FOUND",
  "STATE_MISMATCH",
  "TOKEN_EXCHANGE",
  "CONFIG",
  "NETWORK_ERROR",
];

/** The translation code of a sign-in failure (`auth.errors.<code>`). */
export function authErrorCode(error: unknown): AuthFlowErrorCode {
  if (error instanceof AuthFlowError) return error.code;
  if (isGraphQLRequestError(error) && error.code && (KNOWN as readonly string[]).includes(error.code)) {
    return error.code as AuthFlowErrorCode;
  }
  return "UNKNOWN";
}
