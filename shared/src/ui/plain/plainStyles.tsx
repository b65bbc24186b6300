import { brandTheme } from '../../app/theme';

/**
 * The plain kit: the few controls of the screens that load before antd (sign-in, password reset, not-found,
 * the loading state, a remote's fallback and the page's notices), drawn with the brand's tokens so they look like
 * antd's. One stylesheet, hoisted into <head> once by React (a <style> with href and precedence), whatever draws it:
 * a host, a remote, or a remote mounted alone in an integrator's page.
 */
const token = brandTheme.token ?? {};
const primary = token.colorPrimary ?? '#1f4fd8';
const error = token.colorError ?? '#c62828';
const radius = `${token.borderRadius ?? 8}px`;

/** Class names of the kit: one prefix, so they never meet an antd or an integrator's class. */
export const plain = {
  button: 'pdc-button',
  primary: 'pdc-button-primary',
  block: 'pdc-button-block',
  link: 'pdc-link',
  field: 'pdc-field',
  input: 'pdc-input',
  iconButton: 'pdc-icon-button',
} as const;

const CSS = `
.pdc-button{display:inline-flex;align-items:center;justify-content:center;gap:8px;box-sizing:border-box;min-height:40px;padding:6px 15px;border:1px solid #d9d9d9;border-radius:${radius};background:#fff;color:rgba(0,0,0,.88);font:inherit;font-size:16px;line-height:1.5;text-decoration:none;cursor:pointer;transition:background .2s,border-color .2s,color .2s}
.pdc-button:hover{border-color:${primary};color:${primary}}
.pdc-button-primary{border-color:${primary};background:${primary};color:#fff;box-shadow:0 2px 0 rgba(5,95,255,.1)}
.pdc-button-primary:hover{border-color:#4a72e6;background:#4a72e6;color:#fff}
.pdc-button-primary:active{border-color:#1537a8;background:#1537a8}
.pdc-button:disabled,.pdc-button:disabled:hover{border-color:#d9d9d9;background:rgba(0,0,0,.04);color:rgba(0,0,0,.25);box-shadow:none;cursor:not-allowed}
.pdc-button-block{width:100%}
.pdc-link{display:inline;padding:0;border:0;background:none;color:${primary};font:inherit;text-decoration:none;cursor:pointer}
.pdc-link:hover{color:#4a72e6;text-decoration:underline}
.pdc-button:focus-visible,.pdc-link:focus-visible,.pdc-icon-button:focus-visible{outline:3px solid rgba(31,79,216,.45);outline-offset:1px}
.pdc-field{display:flex;align-items:center;box-sizing:border-box;width:100%;min-height:40px;padding:0 4px 0 11px;border:1px solid #d9d9d9;border-radius:${radius};background:#fff;transition:border-color .2s,box-shadow .2s}
.pdc-field:hover{border-color:#4a72e6}
.pdc-field:focus-within{border-color:${primary};box-shadow:0 0 0 2px rgba(31,79,216,.15)}
.pdc-field[data-invalid=true],.pdc-field[data-invalid=true]:hover{border-color:${error}}
.pdc-field[data-invalid=true]:focus-within{box-shadow:0 0 0 2px rgba(198,40,40,.12)}
.pdc-field[data-disabled=true],.pdc-field[data-disabled=true]:hover{border-color:#d9d9d9;background:rgba(0,0,0,.04);cursor:not-allowed}
.pdc-input{flex:1;min-width:0;box-sizing:border-box;padding:7px 7px 7px 0;border:0;outline:0;background:transparent;color:rgba(0,0,0,.88);font:inherit;font-size:16px;line-height:1.5}
.pdc-input::placeholder{color:rgba(0,0,0,.45)}
.pdc-input:disabled{color:rgba(0,0,0,.25);cursor:not-allowed}
.pdc-icon-button{display:inline-flex;align-items:center;justify-content:center;flex:none;width:32px;height:32px;padding:0;border:0;border-radius:6px;background:transparent;color:rgba(0,0,0,.7);font-size:16px;cursor:pointer}
.pdc-icon-button:hover:not(:disabled){background:rgba(0,0,0,.06)}
.pdc-icon-button:disabled{color:rgba(0,0,0,.25);cursor:not-allowed}
@media (pointer:coarse){.pdc-button,.pdc-field{min-height:48px}.pdc-icon-button{width:44px;height:44px}.pdc-link{display:inline-flex;align-items:center;min-height:44px}}
`;

/** The kit's stylesheet: drawn by every control of the kit; React puts it in <head> once. */
export function PlainStyles() {
  return (
    <style href="portal-plain-kit" precedence="portal">
      {CSS}
    </style>
  );
}
