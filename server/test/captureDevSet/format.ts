/** Number and date forms the development set prints (the ones invoices in DACH, FR, UK, US use). */

export type NumberForm = "de" | "en" | "fr" | "ch";
export type DateForm =
  | "dmy-dot"
  | "dmy-long-de"
  | "dmy-long-at"
  | "iso"
  | "mdy-slash"
  | "dmy-slash"
  | "dmy-long-en"
  | "mdy-long-en"
  | "dmy-long-fr";

/** "1234.56" → "1.234,56" / "1,234.56" / "1 234,56" / "1'234.56". */
export function formatAmount(value: string, form: NumberForm): string {
  const negative = value.trim().startsWith("-");
  const [intPart = "0", frac = ""] = value.replace(/^[-+]/, "").split(".");
  const cents = (frac + "00").slice(0, 2);
  const sep = { de: ".", en: ",", fr: "\u00a0", ch: "'" }[form];
  const dec = { de: ",", en: ".", fr: ",", ch: "." }[form];
  const grouped = intPart.replace(/^0+(?=\d)/, "").replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return `${negative ? "-" : ""}${grouped}${dec}${cents}`;
}

/** A VAT rate as printed: "19", "5,5" / "5.5". */
export function formatRate(rate: string, form: NumberForm): string {
  const r = rate.replace(/\.?0+$/, "") || "0";
  return form === "de" || form === "fr" ? r.replace(".", ",") : r;
}

const MONTHS_DE = [
  "Januar",
  "Februar",
  "März",
  "April",
  "Mai",
  "Juni",
  "Juli",
  "August",
  "September",
  "Oktober",
  "November",
  "Dezember",
];
const MONTHS_EN = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const MONTHS_FR = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];

/** "2026-12-31" in the form. */
export function formatDate(iso: string, form: DateForm): string {
  const [y, m, d] = iso.split("-") as [string, string, string];
  const day = Number(d);
  const month = Number(m);
  switch (form) {
    case "dmy-dot":
      return `${d}.${m}.${y}`;
    case "dmy-long-de":
      return `${day}. ${MONTHS_DE[month - 1]} ${y}`;
    case "dmy-long-at":
      return `${day}. ${month === 1 ? "Jänner" : MONTHS_DE[month - 1]} ${y}`;
    case "iso":
      return iso;
    case "mdy-slash":
      return `${m}/${d}/${y}`;
    case "dmy-slash":
      return `${d}/${m}/${y}`;
    case "dmy-long-en":
      return `${day} ${MONTHS_EN[month - 1]} ${y}`;
    case "mdy-long-en":
      return `${MONTHS_EN[month - 1]} ${day}, ${y}`;
    case "dmy-long-fr":
      return `${day === 1 ? "1er" : day} ${MONTHS_FR[month - 1]} ${y}`;
  }
}

/** Adds days to an ISO date. */
export function addDays(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}
