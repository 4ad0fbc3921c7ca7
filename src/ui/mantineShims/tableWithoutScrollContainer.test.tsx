import { MantineProvider, Table as MantineTable } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { theme } from "../theme.ts";
import { Table } from "./tableWithoutScrollContainer.ts";

// vite.config.ts (belegwerk:mantine-shims) points this module at a copy of Mantine's Table
// without Table.ScrollContainer: the client tests run through the same config.
describe("Mantine's Table without Table.ScrollContainer (vite.config.ts)", () => {
  it("is a copy of Mantine's Table that leaves out ScrollContainer (and with it ScrollArea)", () => {
    expect(Table).not.toBe(MantineTable);
    expect((Table as { ScrollContainer?: unknown }).ScrollContainer).toBeUndefined();
    expect((Table as { DataRenderer?: unknown }).DataRenderer).toBeUndefined();
    expect(MantineTable.ScrollContainer).toBeDefined();
    expect(Table.classes).toBe(MantineTable.classes);
    expect(Table.Tr).toBe(MantineTable.Tr);
  });

  it("renders a table exactly as Mantine's Table does", () => {
    const table = (Component: typeof MantineTable, label: string) => (
      <Component aria-label={label} striped highlightOnHover stickyHeader verticalSpacing="xs">
        <Component.Thead>
          <Component.Tr>
            <Component.Th>Datum</Component.Th>
          </Component.Tr>
        </Component.Thead>
        <Component.Tbody>
          <Component.Tr>
            <Component.Td>01.02.2026</Component.Td>
          </Component.Tr>
        </Component.Tbody>
      </Component>
    );
    render(
      <MantineProvider theme={theme}>
        {table(Table, "copy")}
        {table(MantineTable, "original")}
      </MantineProvider>,
    );
    const copy = screen.getByRole("table", { name: "copy" });
    const original = screen.getByRole("table", { name: "original" });
    expect(copy.outerHTML.replace('aria-label="copy"', "")).toBe(
      original.outerHTML.replace('aria-label="original"', ""),
    );
    expect(copy.getAttribute("style")).toContain("--table-vertical-spacing");
  });
});
