declare module '*.md' {
  const page: { title: string; description: string; html: string };
  export default page;
}
