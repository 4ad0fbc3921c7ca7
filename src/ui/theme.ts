import { createTheme, type MantineColorsTuple } from "@mantine/core";

/** Petrol blue: calm and trustworthy, with enough contrast for text on white (shade 7). */
const petrol: MantineColorsTuple = [
  "#e9f4f8",
  "#d6e7ee",
  "#a8cedd",
  "#77b3cb",
  "#4f9cbc",
  "#368eb3",
  "#2587af",
  "#137399",
  "#00668a",
  "#00587a",
];

export const theme = createTheme({
  primaryColor: "petrol",
  primaryShade: { light: 7, dark: 5 },
  colors: { petrol },
  defaultRadius: "md",
  cursorType: "pointer",
  headings: { fontWeight: "650" },
  components: {
    Button: { defaultProps: { radius: "md" } },
    Card: { defaultProps: { radius: "md" } },
  },
});
