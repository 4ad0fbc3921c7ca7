import { vi } from "vitest";

/**
 * The browser in New York at 18:30 on 31 March 2026, when it is already 1 April in Germany:
 * defaults the server compares with Germany's date must take Germany's (germanToday). Only
 * `Date` is faked (timers run as usual); call the returned function to restore both.
 */
export function browserInNewYorkBeforeGermanMidnight(): () => void {
  const zone = process.env.TZ;
  process.env.TZ = "America/New_York";
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-31T22:30:00Z"));
  return () => {
    vi.useRealTimers();
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  };
}
