// jsdom ships no types of its own; these are the two entry points the build's sanitizer uses
// (sanitize-html-server.ts), typed against the standard DOM.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window;
    static fragment(html: string): DocumentFragment;
  }
}
