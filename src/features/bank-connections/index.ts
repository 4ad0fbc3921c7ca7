// The public surface of the bank-connections feature: other features import only from here.
export { BankConnectionDialog } from "./components/BankConnectionDialog.tsx";
export { initBankPayment } from "./lib/xs2aApi.ts";
