/**
 * A `.txt` import is a text module (wrangler's default rule for `**\/*.txt`): the file's contents as a
 * string. The page worker's catalogues come this way (page-worker/render/catalogues.ts); the local
 * stack, the test projects and the bench's render timing load them the same way.
 */
declare module '*.txt' {
  const text: string;
  export default text;
}
