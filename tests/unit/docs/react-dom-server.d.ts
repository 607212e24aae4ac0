// react-dom ships no types and @types/react-dom is not installed: the one function the docs tests render with.
declare module "react-dom/server" {
  import type { ReactNode } from "react";
  export function renderToStaticMarkup(node: ReactNode): string;
}
