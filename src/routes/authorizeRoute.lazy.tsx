// The sign-in page, loaded with its route (authorizeRoute.tsx).
export { AuthorizePage } from "../features/auth/pages/AuthorizePage.tsx";
