declare module '*.md' {
  const page: { title: string; description: string; html: string };
  export default page;
}

declare module '*?image' {
  // An ambient module cannot import by a relative path, so the type is referenced inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const image: import('../scripts/content-images.ts').ContentImage;
  export default image;
}
