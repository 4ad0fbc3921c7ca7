// The IBAN and BIC checks of the server (server/domain/iban.ts), shared with the browser so a
// form refuses what the database would refuse, with the same rules. The module is pure (no
// I/O, no Node APIs); tsconfig.app.json lists it beside src/ for this import.
export { BIC_FORMAT, IBAN_FORMAT, isValidBic, isValidIban, normalizeIban } from "../../server/domain/iban.ts";
