// Vite's `?raw` imports: a data file's text, bundled in workerd and read in Node alike.
declare module '*?raw' {
  const text: string;
  export default text;
}
