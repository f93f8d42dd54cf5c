/** sweetalert2's ES module build without the stylesheet, typed as the package's main entry. */
declare module 'sweetalert2/dist/sweetalert2.esm.js' {
  export * from 'sweetalert2';
  export { default } from 'sweetalert2';
}
