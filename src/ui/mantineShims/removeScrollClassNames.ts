// What Mantine's AppShell header, footer and aside take from react-remove-scroll: the class
// names that keep fixed bars clear of the scroll bar while a modal locks scrolling. The values
// come from react-remove-scroll-bar's constants (react-remove-scroll uses the same), without
// the scroll-locking component itself (~4 kB gzip in every first load otherwise; modals load it
// with their own code). vite.config.ts points those three imports here.
import { fullWidthClassName, zeroRightClassName } from "react-remove-scroll-bar/constants";

export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };
