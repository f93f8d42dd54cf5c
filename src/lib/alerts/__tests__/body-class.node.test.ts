import { readFileSync } from 'node:fs';

/**
 * sweetalert2's stylesheet restyles every element whose class attribute begins with "swal2" with an inherited property;
 * a dialog or a toast adds its class (swal2-shown, swal2-toast-shown) to the body. The body's own class, first in its
 * class attribute, keeps a dialog from restyling the whole page (../alerts.css).
 */
const html = readFileSync(new URL('../../../../index.html', import.meta.url), 'utf8');
const sweetalertCss = readFileSync(
  new URL('../../../../node_modules/sweetalert2/dist/sweetalert2.min.css', import.meta.url),
  'utf8',
);

describe("the body's class", () => {
  it('index.html gives the body a class of its own, which does not begin with swal2', () => {
    const classes = /<body\b[^>]*\bclass="([^"]*)"/.exec(html)?.[1] ?? '';
    expect(classes.trim()).not.toBe('');
    expect(classes.trim().startsWith('swal2')).toBe(false);
  });

  it("is needed: sweetalert2's stylesheet still styles [class^=swal2]", () => {
    // When sweetalert2 drops that rule, the body's class may go too.
    expect(sweetalertCss).toMatch(/\[class\^=['"]?swal2['"]?\]\{[^}]*-webkit-tap-highlight-color/);
  });
});
