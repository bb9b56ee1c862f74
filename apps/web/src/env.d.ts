declare module '*.md' {
  const page: { title: string; description: string; html: string };
  export default page;
}

declare module '*?image' {
  const image: import('../scripts/content-images.ts').ContentImage;
  export default image;
}
