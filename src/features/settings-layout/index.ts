// The settings area's frame and navigation.
export { layoutNavigation } from "./lib/layoutNavigation.ts";
