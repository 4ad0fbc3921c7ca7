import { useEffect } from "react";

/**
 * Escape closes our dialog and nothing else. The details page goes back to the list on
 * Escape unless focus is inside a dialog, but focus falls to <body> when the element holding
 * it disappears (a confirmed revocation, a cancelled question): the key is taken in the
 * capture phase and marked handled, so the page's shortcut leaves it alone. Use with the
 * Modal's own closeOnEscape off.
 */
export function useEscapeClosesModal(opened: boolean, onClose: () => void) {
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      onClose();
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, [opened, onClose]);
}
