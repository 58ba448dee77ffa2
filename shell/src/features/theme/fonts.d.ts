// Font files are emitted by webpack's asset/resource rule; the import is the file's URL.
declare module '*.woff2' {
  const url: string;
  export default url;
}
