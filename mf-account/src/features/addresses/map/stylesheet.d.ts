// A stylesheet imported by a module is emitted as a file (infra/build `asset/resource`): its URL.
declare module '*.css' {
  const url: string;
  export default url;
}
