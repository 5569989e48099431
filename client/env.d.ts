/** Vite bundles CSS imports; the entry imports the stylesheet for its side effect. */
declare module '*.css';
