/** Is this page inside another page's frame (a partner's iframe)? A cross-origin parent may throw. */
export function isFramed(win: Window = window): boolean {
  try {
    return win.parent !== win
  } catch {
    return true
  }
}
