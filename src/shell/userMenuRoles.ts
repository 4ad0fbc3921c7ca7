/** Spec §4: the demo-mode switch toggles between these two roles. */
export const DEMO_SIMPLE_ROLE = "COLLABORATION_ONLY";
export const DEMO_FULL_ROLE = "ADMIN";
