// jsdom ships no types and @types/jsdom is not installed: the part the server's tests use.
declare module "jsdom" {
  export interface JSDOMOptions {
    /** "outside-only": scripts run only through window.eval (no <script> tags). */
    runScripts?: "outside-only" | "dangerously";
    url?: string;
  }
  export class JSDOM {
    constructor(html?: string, options?: JSDOMOptions);
    readonly window: Window & typeof globalThis;
  }
}
