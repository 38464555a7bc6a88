/**
 * The little of selenium-webdriver 4 the WebKit run uses (e2e/engines/webkit.ts): the package ships
 * no types, and @types/selenium-webdriver is not a dependency.
 */
declare module 'selenium-webdriver' {
  export class WebElement {
    click(): Promise<void>
    sendKeys(...keys: string[]): Promise<void>
  }
  export interface Rect {
    x: number
    y: number
    width: number
    height: number
  }
  export class WebDriver {
    get(url: string): Promise<void>
    getCurrentUrl(): Promise<string>
    executeScript<T>(script: string, ...args: unknown[]): Promise<T>
    /** The script calls its last argument when it is done. */
    executeAsyncScript<T>(script: string, ...args: unknown[]): Promise<T>
    manage(): { window(): { setRect(rect: Partial<Rect>): Promise<Rect>; getRect(): Promise<Rect> } }
    getCapabilities(): Promise<{ get(name: string): string | undefined }>
    /** A PNG of the page, base64. */
    takeScreenshot(): Promise<string>
    quit(): Promise<void>
  }
  export class Builder {
    usingServer(url: string): Builder
    withCapabilities(capabilities: Record<string, unknown>): Builder
    build(): WebDriver
  }
  export const Key: { CONTROL: string; BACK_SPACE: string; chord(...keys: string[]): string }
}
