import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ErrorBox } from "./ErrorBox.tsx";
import { renderWithProviders } from "../test/renderWithProviders.tsx";

const labels = {
  titleOne: "There is a problem!",
  titleMany: "There are a few problems!",
  more: (n: number) => `and ${n} more cases...`,
  dismiss: "Dismiss",
};

/** Renders the box and waits for it (the harness renders after its router has loaded). */
const renderBox = async (messages: string[], onDismiss?: () => void) => {
  renderWithProviders(<ErrorBox messages={messages} labels={labels} onDismiss={onDismiss} />);
  return screen.findByRole("alert");
};

describe("ErrorBox", () => {
  it("titles one message in the singular", async () => {
    const box = await renderBox(["IBAN is invalid"]);
    expect(box).toHaveTextContent("There is a problem!");
    expect(screen.queryByRole("button", { name: /more cases/ })).not.toBeInTheDocument();
  });

  it("shows the first seven of many, then expands the rest", async () => {
    const user = userEvent.setup();
    const box = await renderBox(Array.from({ length: 10 }, (_, i) => `Problem ${i + 1}`));
    expect(box).toHaveTextContent("There are a few problems!");
    expect(screen.getAllByRole("listitem")).toHaveLength(7);
    await user.click(screen.getByRole("button", { name: "and 3 more cases..." }));
    expect(screen.getAllByRole("listitem")).toHaveLength(10);
  });

  it("can be dismissed", async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    await renderBox(["a", "b"], onDismiss);
    await user.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
