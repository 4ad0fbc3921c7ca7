import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/renderWithProviders.tsx";
import { ArrivedByEmail } from "./ArrivedByEmail.tsx";

describe("arrived by e-mail", () => {
  it("names the sender in the list icon's label and tooltip", async () => {
    renderWithProviders(<ArrivedByEmail sender="rechnung@lieferant.example" />);
    const icon = await screen.findByRole("img", { name: "Per E-Mail von rechnung@lieferant.example" });
    expect(icon).toHaveAttribute("title", "Per E-Mail von rechnung@lieferant.example");
  });

  it("says it as a sentence in the review list, also without a sender", async () => {
    renderWithProviders(
      <>
        <ArrivedByEmail sender="a@b.example" variant="text" />
        <ArrivedByEmail sender={null} variant="text" />
      </>,
    );
    expect(await screen.findByText("Per E-Mail von a@b.example")).toBeInTheDocument();
    expect(screen.getByText("Per E-Mail")).toBeInTheDocument();
  });
});
