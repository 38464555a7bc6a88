export declare const CHROMIUM_PATH: string
export declare const FIREFOX_PATH: string
export declare const WEBKIT_DRIVER_PATH: string
export declare const MINIBROWSER_PATH: string
export declare const XVFB_RUN_PATH: string
export declare const WEBKIT_LOCALE: string
