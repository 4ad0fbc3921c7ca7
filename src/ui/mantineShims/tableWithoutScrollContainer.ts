// Mantine's Table for a page whose first screen shows a table without Table.ScrollContainer
// (the documents list: its rows are windowed in a scroll box of its own). Mantine's Table module
// attaches ScrollContainer, and with it all of ScrollArea (~5 kB gzip), to every page that uses
// a table; vite.config.ts (belegwerk:mantine-shims) points this import at a copy of that module
// without it: the same component, context, class names and parts (Thead, Tr, Td, …). Use
// `Table` from @mantine/core where a table needs Table.ScrollContainer.
export { Table } from "@mantine/core";
