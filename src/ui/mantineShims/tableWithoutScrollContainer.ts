// Mantine's Table for a table on a first screen that needs neither Table.ScrollContainer nor the
// `data` prop (Table.DataRenderer): the documents list, whose rows are windowed in a scroll box
// of its own. Mantine's Table module attaches ScrollContainer, and with it all of ScrollArea
// (~5 kB gzip), to every page that uses a table; vite.config.ts (belegwerk:mantine-shims) points
// this import at a copy of that module without both: the same component, context, class names
// and parts (Thead, Tr, Td, …). Use `Table` from @mantine/core where a table needs them.
export { Table } from "@mantine/core";
