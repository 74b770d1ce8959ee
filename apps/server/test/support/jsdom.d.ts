/** The root's jsdom (a dev dependency without bundled types): only what server tests use to parse HTML and XML. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
