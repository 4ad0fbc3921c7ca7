// The user form serves other features too: an admin edits another user with it (settings-people).
export { ProfileForm, type ProfileFormProps } from "./components/ProfileForm.tsx";
