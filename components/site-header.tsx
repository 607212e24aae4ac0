import { BrandMark } from "@/components/ui/icons";

const LINKS = [
  { href: "/token", label: "Token reports" },
  { href: "/docs", label: "API docs" },
  { href: "/status", label: "Status" },
];

/**
 * The site header. On narrow screens the secondary links move into a menu: a native
 * <details> disclosure, so it works without JavaScript and needs no inline script (CSP).
 */
export function SiteHeader() {
  return (
    <header className="site">
      <nav aria-label="Main">
        <a className="brand" href="/">
          <BrandMark />
          Token Risk API
        </a>
        {LINKS.map((l) => (
          <a key={l.href} href={l.href} className="hide-sm">
            {l.label}
          </a>
        ))}
        <a href="/dashboard" className="nav-cta">
          Dashboard
        </a>
        <details className="nav-menu">
          <summary aria-label="Menu">
            <span aria-hidden="true" className="burger" />
            <span className="sr-only">Menu</span>
          </summary>
          <div className="nav-menu-panel">
            {LINKS.map((l) => (
              <a key={l.href} href={l.href}>
                {l.label}
              </a>
            ))}
          </div>
        </details>
      </nav>
    </header>
  );
}
