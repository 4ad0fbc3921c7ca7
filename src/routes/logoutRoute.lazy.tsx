// The sign-out page, loaded with its route (logoutRoute.tsx).
export { LogoutPage } from "../features/auth/pages/LogoutPage.tsx";
