// Settings → company → users: external users and user groups (pages mounted by
// src/routes/settingsPeopleRoutes.tsx), and another user's form, for the member pages too.
export { OtherUserSection, type OtherUserSectionProps } from "./components/OtherUserSection.tsx";
export { peoplePaths } from "./lib/peoplePaths.ts";
